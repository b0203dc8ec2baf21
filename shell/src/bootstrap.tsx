import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import type { RemotePagesModule } from 'shared-kit';

async function main() {
  const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name: name.replace(/-/g, '_'), entry })));
  const Page = lazy(async () => {
    const mod = (await loadRemote<RemotePagesModule>('mfe_billing/pages'))!;
    return { default: mod.pages['clients']! };
  });
  createRoot(document.getElementById('root')!).render(
    <Suspense fallback="loading">
      <Page />
    </Suspense>,
  );
}
void main();
