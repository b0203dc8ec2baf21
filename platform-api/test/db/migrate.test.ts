import type { Database } from '../../src/db/database.js';
import { migrate, readMigrations, type Migration } from '../../src/db/migrate.js';
import { openPgDatabase } from '../../src/db/pg-database.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

const MIGRATION_NAMES = readMigrations().map((migration) => migration.name);

const recorded = async (db: Database) => (await db.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((row) => row.name);

describe('migrate', () => {
  let database: TestDatabase;
  let second: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
    // On Postgres a second pool on the same schema, as a second server would have; PGlite has one
    // connection, so both migrators share it.
    second = database.url && database.schema ? await openPgDatabase({ connectionString: database.url, schema: database.schema, maxConnections: 2 }) : database.db;
  }, SETUP_TIMEOUT_MS);
  afterEach(async () => {
    if (second !== database.db) await second.close();
    await database.dispose();
  });

  it(
    'applies each migration exactly once when two migrators run at the same time',
    async () => {
      const [first, other] = await Promise.all([migrate(database.db), migrate(second)]);
      expect([...first, ...other].sort()).toEqual(MIGRATION_NAMES);
      expect(await recorded(database.db)).toEqual(MIGRATION_NAMES);
      expect(await Promise.all([migrate(database.db), migrate(second)])).toEqual([[], []]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'leaves no trace of a failing migration and keeps the database usable',
    async () => {
      await migrate(database.db);
      const broken: Migration = { name: '900-broken.sql', sql: 'create table half_done (id int);\nselect * from no_such_table;' };
      await expect(migrate(database.db, [...readMigrations(), broken])).rejects.toThrow(/no_such_table/);
      expect(await recorded(database.db)).toEqual(MIGRATION_NAMES);
      const { rows } = await database.db.query<{ found: string | null }>(`select to_regclass('half_done')::text as found`);
      expect(rows[0]?.found).toBeNull();
      const fixed: Migration = { name: '900-broken.sql', sql: 'create table half_done (id int);' };
      expect(await migrate(database.db, [...readMigrations(), fixed])).toEqual(['900-broken.sql']);
    },
    SETUP_TIMEOUT_MS,
  );
});
