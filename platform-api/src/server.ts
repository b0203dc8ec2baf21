import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** Starts platform-api on PORT/HOST (default 127.0.0.1:4000); everything else lives in buildApp. */
const config = loadConfig();
const app = await buildApp({ config });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
