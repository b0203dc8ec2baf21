/**
 * The tenant schemas (docs/platform-ops.md#schema-sync): each tenant has a Postgres schema of its
 * own per database (master, slave) and environment (local = the current one, dev, test, uat),
 * holding its tenant tables ({@link TENANT_BASELINE_TABLES}). A schema is named after the
 * application's own schema, the environment, the database and the tenant
 * (`{current_schema}_{env}_{m|s}_{tenant}`, e.g. `public_local_m_t01`), so test databases sharing
 * one Postgres as separate schemas never share a tenant schema. Each is listed in `tenant_schemas`
 * (migration 014); the seed creates the demo tenants' schemas, any other tenant's is created with
 * the baseline tables when a sync first reaches it, inside that sync's transaction.
 */
import { createHash } from 'node:crypto';
import type { SchemaKind, SyncEnvironment, TenantSchema } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';

/** The tables a tenant schema is created with: buyers, and orders referring to them. */
export const TENANT_BASELINE_TABLES: Readonly<Record<'buyers' | 'orders', string>> = {
  buyers: `create table buyers (
    buyer_id text primary key,
    company_name text not null,
    country_code char(2),
    created_at timestamptz not null default now()
  )`,
  orders: `create table orders (
    order_id text primary key,
    buyer_id text not null references buyers (buyer_id),
    status text not null default 'NEW',
    total numeric(14, 2) not null default 0,
    created_at timestamptz not null default now()
  )`,
};

/** A baseline table's name. */
export type TenantTable = keyof typeof TENANT_BASELINE_TABLES;

const SAFE_SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

/** The application's own schema (`current_schema()`): `public`, or a test run's schema. */
export async function applicationSchema(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
  const schema = rows[0]?.schema ?? 'public';
  if (!SAFE_SCHEMA.test(schema)) throw new Error(`The application schema '${schema}' is not a plain identifier`);
  return schema;
}

/**
 * The schema name of a tenant: `{base}_{env}_{m|s}_{tenant}`, the tenant id lower-cased with `-` as
 * `_`, shortened to stay within Postgres's 63 characters; `suffixed` adds 8 hex characters of the
 * tenant id's hash (used when the plain name is taken by another tenant, e.g. T01 and t01).
 *
 * @example tenantSchemaName('public', 'local', 'master', 'T01') // 'public_local_m_t01'
 */
export function tenantSchemaName(base: string, environment: SyncEnvironment, kind: SchemaKind, tenantId: string, suffixed = false): string {
  const prefix = `${base}_${environment}_${kind === 'master' ? 'm' : 's'}_`;
  const hash = suffixed ? `_${createHash('sha256').update(tenantId).digest('hex').slice(0, 8)}` : '';
  const slug = tenantId.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, Math.max(1, 63 - prefix.length - hash.length));
  const name = `${prefix}${slug}${hash}`;
  if (!SAFE_SCHEMA.test(name)) throw new Error(`The tenant schema name '${name}' is not a plain identifier`);
  return name;
}

/** The schema of a tenant when it has one already, else `null`. */
export async function findTenantSchema(db: Queryable, kind: SchemaKind, environment: SyncEnvironment, tenantId: string): Promise<string | null> {
  const { rows } = await db.query<{ schema_name: string }>('select schema_name from tenant_schemas where kind = $1 and environment = $2 and tenant_id = $3', [kind, environment, tenantId]);
  return rows[0]?.schema_name ?? null;
}

/**
 * Creates a tenant's schema with `tables` (all baseline tables by default) and lists it, on `tx`.
 *
 * @returns the schema's name.
 */
export async function createTenantSchema(
  tx: Queryable,
  kind: SchemaKind,
  environment: SyncEnvironment,
  tenantId: string,
  tables: readonly TenantTable[] = ['buyers', 'orders'],
): Promise<string> {
  const base = await applicationSchema(tx);
  let name = tenantSchemaName(base, environment, kind, tenantId);
  const { rows } = await tx.query<{ taken: boolean }>(
    'select exists (select 1 from tenant_schemas where schema_name = $1) or exists (select 1 from pg_namespace where nspname = $1) as taken',
    [name],
  );
  if (rows[0]?.taken) name = tenantSchemaName(base, environment, kind, tenantId, true);
  await tx.query(`create schema ${name}`);
  for (const table of tables) await tx.query(TENANT_BASELINE_TABLES[table].replace(/^create table (\w+)/, `create table ${name}.$1`).replace('references buyers', `references ${name}.buyers`));
  await tx.query('insert into tenant_schemas (kind, environment, tenant_id, schema_name) values ($1, $2, $3, $4)', [kind, environment, tenantId, name]);
  return name;
}

/** The tenant's schema, created with the baseline tables first when it has none (on `tx`). */
export async function ensureTenantSchema(tx: Queryable, kind: SchemaKind, environment: SyncEnvironment, tenantId: string): Promise<string> {
  return (await findTenantSchema(tx, kind, environment, tenantId)) ?? createTenantSchema(tx, kind, environment, tenantId);
}

/**
 * Every tenant schema of a database and environment as it is now: its tables (sorted) with their
 * columns in table order, by tenant id.
 */
export async function describeTenantSchemas(db: Queryable, kind: SchemaKind, environment: SyncEnvironment): Promise<TenantSchema[]> {
  const { rows } = await db.query<{ tenant_id: string; schema: string; table_name: string | null; columns: string[] | null }>(
    `select s.tenant_id, s.schema_name as schema, c.table_name, array_agg(c.column_name::text order by c.ordinal_position) filter (where c.column_name is not null) as columns
       from tenant_schemas s
       left join information_schema.columns c on c.table_schema = s.schema_name
      where s.kind = $1 and s.environment = $2
      group by s.tenant_id, s.schema_name, c.table_name
      order by s.tenant_id, c.table_name`,
    [kind, environment],
  );
  const byTenant = new Map<string, TenantSchema>();
  for (const row of rows) {
    const entry = byTenant.get(row.tenant_id) ?? { tenant_id: row.tenant_id, schema: row.schema, tables: [] };
    byTenant.set(row.tenant_id, entry);
    if (row.table_name) entry.tables.push({ table: row.table_name, columns: row.columns ?? [] });
  }
  return [...byTenant.values()];
}

/** Drops every listed tenant schema and empties the list (the seed's clear hook, test clean-up). */
export async function dropTenantSchemas(db: Database): Promise<void> {
  const { rows } = await db.query<{ schema_name: string }>('select schema_name from tenant_schemas');
  for (const { schema_name: name } of rows) {
    if (SAFE_SCHEMA.test(name)) await db.query(`drop schema if exists ${name} cascade`);
  }
  await db.query('delete from tenant_schemas');
}
