import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared-kit/runtime';
import { StandaloneRemote } from 'shared-kit/dev';
import { pages } from './app/pages';

async function main(): Promise<void> {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <StandaloneRemote remote="mfe-client-success" pages={pages} demoUser="client.success@px.local" />,
  );
}

void main();
