import { isoDate } from '../lib/dates.js';
import { insertRows } from '../db/bulk-insert.js';
import type { Database, Queryable } from '../db/database.js';
import { DEFAULT_SEED_SIZE, generateSeedData, type SeedData, type SeedOptions } from './generate.js';
import { clearReleases, seedReleases } from './releases-seed.js';
import { clearResellers, seedResellers } from './resellers-seed.js';
import { clearSchemaSync, seedSchemaSync } from './schema-sync-seed.js';
import { seedTenantSettings } from './tenant-settings-seed.js';
import { clearTestTools, seedTestTools } from './test-tools-seed.js';
import { clearTranslations, seedTranslations } from './translations-seed.js';
import { withStatementPurpose } from '../db/statement-timeouts.js';

/** Rows inserted per table and the time it took. */
export interface SeedSummary {
  today: string;
  rows: Record<keyof SeedData, number>;
  /** Generation plus insertion, ms. */
  durationMs: number;
}

const TABLE_ORDER: ReadonlyArray<keyof SeedData> = [
  'currencies',
  'tenants',
  'clients',
  'client_contacts',
  'payment_methods',
  'contract_terms',
  'invoices',
  'invoice_line_items',
  'payments',
  'billing_orders',
  'reports',
  'internal_users',
  'client_forms',
];

/** Fills in the defaults of {@link SeedOptions} (today, 36 clients, 400 invoices). */
export function resolveSeedOptions(options: Partial<SeedOptions> = {}): SeedOptions {
  return {
    today: options.today ?? isoDate(new Date()),
    clients: options.clients ?? DEFAULT_SEED_SIZE.clients,
    invoices: options.invoices ?? DEFAULT_SEED_SIZE.invoices,
    seed: options.seed ?? DEFAULT_SEED_SIZE.seed,
  };
}

/** Whether the database holds no tenants (nothing seeded or created yet). */
export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('select not exists (select 1 from tenants) as empty');
  return rows[0]?.empty ?? true;
}

/**
 * Inserts the deterministic seed (see `generate.ts`) in one transaction, with multi-row JSON
 * batches, into a migrated and empty database.
 *
 * @throws the database error (nothing is inserted then), e.g. a duplicate key on a seeded database.
 */
export async function seedDatabase(db: Database, options: Partial<SeedOptions> = {}): Promise<SeedSummary> {
  const started = performance.now();
  const resolved = resolveSeedOptions(options);
  const data = generateSeedData(resolved);
  const rows = {} as Record<keyof SeedData, number>;
  // Seeding is bounded by the seed's statement timeout, not a request's (statement-timeouts.ts).
  await withStatementPurpose('seed', () => db.transaction(async (tx) => {
    // The generated rows are consistent by construction: a superuser skips the per-row foreign-key
    // triggers, which triples the speed of large seeds (PGlite runs as a superuser).
    const { rows: roles } = await tx.query<{ super: boolean }>('select rolsuper as super from pg_roles where rolname = current_user');
    if (roles[0]?.super) await tx.query('set local session_replication_role = replica');
    for (const table of TABLE_ORDER) rows[table] = await insertRows(tx, table, data[table]);
    await seedTenantSettings(tx);
    await seedReleases(tx);
    await seedSchemaSync(tx);
    await seedTestTools(tx);
    await seedResellers(tx);
    await seedTranslations(tx);
    // The replica role also skipped the triggers that version the invoices grid.
    await tx.query(`update data_versions set version = version + 1 where name = 'invoice-list'`);
  }));
  return { today: resolved.today, rows, durationMs: Math.round(performance.now() - started) };
}

/**
 * Removes all seeded and created data (tenants and everything that hangs off them, currencies,
 * reports, client forms, async requests), keeping the schema.
 */
export async function clearDatabase(db: Database): Promise<void> {
  await db.exec('truncate tenants, currencies, reports, client_forms, async_requests cascade');
  await clearReleases(db);
  await clearSchemaSync(db);
  await clearTestTools(db);
  await clearResellers(db);
  await clearTranslations(db);
}
