#!/usr/bin/env node
/**
 * Makes a remote's canary its stable build (README.md#canary-releases):
 *
 *   npm run promote -w mfe-billing [-- --data-dir DIR]
 *   node scripts/promote.mjs <app> [--data-dir DIR]
 *
 * The same checks and lock as a deploy (scripts/lib/deploy.mjs); the change is recorded as a
 * 'promote'. A remote without a canary is refused with one line, exit 1, the registry as it was.
 */
import { commandLine, promoteCanary, runCommand } from './lib/deploy.mjs';

await runCommand(async () => {
  const { app, dataDir, environment } = commandLine({});
  const { from, to, registry } = await promoteCanary({ dataDir, environment, app });
  console.log(`promoted ${app} ${from} -> ${to}: every user runs it (${environment} registry revision ${registry.revision})`);
});
