import type { RemoteName, RemotePagesModule } from 'shared-kit/contract';

/** A pages module whose every page shows "<remote> <page>" as its heading. */
export function fakePagesModule(remote: RemoteName): RemotePagesModule {
  const pages = new Proxy(
    {},
    {
      get: (_target, key) => {
        const Page = () => <h1>{`${remote} ${String(key)}`}</h1>;
        return Page;
      },
    },
  );
  return { pages };
}
