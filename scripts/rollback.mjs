#!/usr/bin/env node
/**
 * Switches one app of the running stack's environment back to an earlier published version:
 *
 *   npm run rollback -w mfe-billing [-- --to VERSION] [-- --data-dir DIR]
 *   node scripts/rollback.mjs <app> [--to VERSION] [--data-dir DIR]
 *
 * Without --to: the newest version kept on the origin that was built before the deployed one. With
 * --to: any kept version. The same checks and lock as a deploy (scripts/lib/deploy.mjs); the change
 * is recorded as a 'rollback'. A remote with a canary (README.md#canary-releases) has its canary
 * dropped instead (its users run the stable build again); --to is refused then. A refusal prints
 * one line, exits 1 and leaves the registry as it was.
 */
import { canaryOf, commandLine, dropCanary, rollbackTarget, runCommand, switchApp } from './lib/deploy.mjs';
import { readRegistry } from './lib/registry.mjs';

await runCommand(async () => {
  const { app, appUrl, dataDir, environment, values } = commandLine({ to: { type: 'string' } });
  if (canaryOf(readRegistry(dataDir, environment), app) && !values.to) {
    const dropped = await dropCanary({ dataDir, environment, app });
    console.log(`dropped the canary ${app} ${dropped.canary}: every user runs ${dropped.stable} (${environment} registry revision ${dropped.registry.revision})`);
    return;
  }
  const target = rollbackTarget({ dataDir, registry: readRegistry(dataDir, environment), app, to: values.to });
  const { from, registry } = await switchApp({ dataDir, environment, app, appUrl, target, action: 'rollback' });
  console.log(`rolled back ${app} ${from ?? '(none)'} -> ${target.version} (${environment} registry revision ${registry.revision})`);
});
