#!/usr/bin/env node
/**
 * Serves one built app: `node scripts/serve-app.mjs <app> <port> <runDir>`.
 * The shell also serves the runtime config.json and remotes.json written to runDir at start-up;
 * a remote serves config.json too, for its standalone page.
 */
import path from 'node:path';
import { ROOT } from './lib/stack-config.mjs';
import { serveStatic } from './lib/serve-static.mjs';

const [app, port, runDir] = process.argv.slice(2);
if (!app || !port || !runDir) {
  console.error('usage: serve-app.mjs <app> <port> <runDir>');
  process.exit(2);
}
const overrides = { '/config.json': path.join(runDir, 'config.json') };
if (app === 'shell') overrides['/remotes.json'] = path.join(runDir, 'remotes.json');
await serveStatic({ dir: path.join(ROOT, app, 'dist'), port: Number(port), spa: true, overrides });
console.log(`${app} on http://localhost:${port}`);
