import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import type { SeedOptions } from '../seed/generate.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database (PGlite or Postgres). */
    db: Database;
  }
}

/** Options of {@link dbPlugin}. */
export interface DbPluginOptions extends Record<string, unknown> {
  db: Database;
  /** Apply pending migrations before the routes are ready; default true. */
  migrate?: boolean;
  /** Seed the demo data (with these options) when the database has no tenants; default off. */
  seedIfEmpty?: Partial<SeedOptions> | false;
  /** Close the database when the application closes; default true. */
  closeOnShutdown?: boolean;
}

/** Decorates the application with `db`, migrates (and optionally seeds) it and closes it on shutdown. */
export const dbPlugin: FastifyPluginAsync<DbPluginOptions> = globalPlugin('db', async (app, options) => {
  if (options.migrate !== false) {
    const applied = await migrate(options.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  }
  if (options.seedIfEmpty && (await isDatabaseEmpty(options.db))) {
    const summary = await seedDatabase(options.db, options.seedIfEmpty);
    app.log.info(summary, 'database seeded');
  }
  app.decorate('db', options.db);
  if (options.closeOnShutdown !== false) app.addHook('onClose', async () => options.db.close());
});
