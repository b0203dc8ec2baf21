import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RETRY_PAGES_EVENT } from 'shared-kit/contract';

/**
 * A page component whose code loads on first render (React.lazy): a remote's pages map lists these
 * so a route downloads only its own screen. A failed load reaches the nearest error boundary (the
 * shell's shows the area's Retry); unlike a bare React.lazy, the failure is not kept forever: once
 * the shell sends {@link RETRY_PAGES_EVENT} (its Retry button), the next render loads again. It
 * never retries by itself, so a server that stays down is not asked in a loop.
 *
 * @param load imports the page's module, e.g. `() => import('./clients-page')`
 * @param name the export of that module that is the page, e.g. `'ClientsPage'`
 * @returns a component to render under a Suspense boundary (the shell's remote page has one)
 * @throws (when rendered) the load's error, or an Error naming `name` when the module lacks it
 * @example const ClientsPage = lazyPage(() => import('../features/clients/components/clients-page'), 'ClientsPage');
 */
export function lazyPage<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  let failed = false;
  const make = (): LazyExoticComponent<ComponentType> =>
    lazy(async () => {
      try {
        const module = await load();
        const page = module[name];
        if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) throw new Error(`The page module has no export '${name}'`);
        return { default: page as ComponentType };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  let current = make();
  if (typeof window !== 'undefined') {
    window.addEventListener(RETRY_PAGES_EVENT, () => {
      if (!failed) return;
      failed = false;
      current = make();
    });
  }
  function LazyPage() {
    const Page = current;
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}
