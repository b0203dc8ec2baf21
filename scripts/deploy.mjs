#!/usr/bin/env node
/**
 * Deploys one app (a remote or the shell) to the running stack's environment:
 *
 *   npm run deploy -w mfe-billing [-- --data-dir DIR] [-- --from BUILT_DIR]
 *   npm run deploy -w mfe-billing -- --canary 10 [--auto-rollback]
 *   node scripts/deploy.mjs <app> [--data-dir DIR] [--from BUILT_DIR] [--canary PERCENT [--auto-rollback]]
 *
 * With --canary the build becomes the remote's canary, served to PERCENT % of the users (1-99,
 * each user always the same build) beside the stable one; --auto-rollback lets platform-api's
 * canary check drop it when it fails (README.md#canary-releases). Without it, a remote that has a
 * canary is refused: promote it (`npm run promote`) or roll it back first.
 *
 * 1. builds the app for production into a fresh folder (or takes an already built one, --from);
 * 2. publishes it on the origin as `<dataDir>/origin/<app>/<version>/` (immutable);
 * 3. switches the environment's registry to that version, under the registry's lock, once its
 *    mf-manifest.json answers 200 through the app's server and its shared-kit runtime fits the
 *    deployed shell (scripts/lib/deploy.mjs). A refusal prints one line, exits 1 and leaves the
 *    registry as it was;
 * 4. prunes the origin (scripts/lib/prune.mjs): deletes the version folders nothing needs any more,
 *    one line per folder; a folder that cannot be deleted is reported and the deploy still succeeds.
 *
 * The stack is found from `<dataDir>/run/stack.json` (data dir as `npm start` uses it, .data by default).
 */
import path from 'node:path';
import { buildApp } from './build-all.mjs';
import { canaryOption, commandLine, runCommand, switchApp } from './lib/deploy.mjs';
import { publish } from './lib/origin.mjs';
import { pruneOrigin } from './lib/prune.mjs';

await runCommand(async () => {
  const { app, appUrl, dataDir, environment, values } = commandLine({ from: { type: 'string' }, canary: { type: 'string' }, 'auto-rollback': { type: 'boolean' } });
  const canary = canaryOption(values);
  let from = values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : undefined;
  if (!from) {
    from = path.join(dataDir, 'builds', `${app}-${Date.now()}-${process.pid}`);
    const { seconds } = await buildApp(app, { outputDir: from });
    console.log(`built ${app} in ${seconds.toFixed(1)} s`);
  }
  const build = publish({ dataDir, app, from, move: !values.from });
  console.log(`published ${app} ${build.version}${build.published ? '' : ' (already on the origin)'}`);
  const { from: previous, registry, changed } = await switchApp({ dataDir, environment, app, appUrl, target: build, action: 'deploy', ...(canary ? { canary } : {}) });
  const revision = `${environment} registry revision ${registry.revision}`;
  if (canary) {
    const stable = registry.remotes[app].version;
    console.log(
      changed
        ? `canary ${app} ${build.version} for ${canary.percent} % of users beside ${stable}${canary.autoRollback ? ', with automatic rollback' : ''} (${revision})`
        : `${app} ${build.version} is already the canary at ${canary.percent} % (${revision})`,
    );
  } else {
    console.log(changed ? `deployed ${app} ${previous ?? '(none)'} -> ${build.version} (${revision})` : `${app} ${build.version} is already deployed (${revision})`);
  }
  await pruneOrigin({ dataDir, environment });
});
