/**
 * The local platform's DNS (the provider's hosted zone and certificate validation records): a
 * tenant's records in `local_dns_records`, shown by the onboarding's WAITING statuses as
 * data.records (the WAITING types 'DNS Mapping' and 'CNAME Records':
 * docs/platform-ops.md#onboard-new-tenant).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { DnsRecord, DnsRecordSet } from '../contract.js';

/** The two stages of a tenant's records: its hosts' mapping, then the certificate's validation CNAMEs. */
export type DnsStage = 'DNS Mapping' | 'CNAME Records';

/** The prefix of the record sets of the certificate stage. */
const CERTIFICATE_SET_PREFIX = 'certificate:';

/** The local zone the tenants' hosts point to (records). */
export const LOCAL_EDGE_ZONE = 'edge.px.local';
/** Its disaster-recovery twin (records_dr). */
export const LOCAL_EDGE_DR_ZONE = 'edge-dr.px.local';

/**
 * The hosts of an onboarding's `routes` (one host per line): trimmed, lower-cased,
 * blank lines and repeats dropped, in order.
 *
 * @example routeHosts(' Shop.example.com\n\nadmin.example.com\nshop.example.com') // ['shop.example.com', 'admin.example.com']
 */
export function routeHosts(routes: string): string[] {
  const hosts = routes
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length > 0);
  return [...new Set(hosts)];
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The local certificate id of a tenant's host (the counterpart of an ACM certificate ARN). */
export function certificateArn(tenantId: string, host: string, region: string): string {
  return `arn:local:acm:${region}:certificate/${tenantId}-${digest(host)}`;
}

/**
 * The records of a stage for a tenant's hosts, by record-set key: 'DNS Mapping' maps each host to
 * the tenant's edge name (records) and its disaster-recovery twin (records_dr); 'CNAME Records'
 * holds each host's certificate validation CNAME. The same input always gives the same records.
 */
export function planDnsRecords(tenantId: string, hosts: readonly string[], stage: DnsStage): Record<string, DnsRecordSet> {
  const sets: Record<string, DnsRecordSet> = {};
  const edge = `${tenantId.toLowerCase()}.${LOCAL_EDGE_ZONE}`;
  const edgeDr = `${tenantId.toLowerCase()}.${LOCAL_EDGE_DR_ZONE}`;
  for (const host of hosts) {
    if (stage === 'DNS Mapping') {
      sets[host] = {
        id: `${tenantId}-${digest(`map:${host}`)}`,
        records: [{ Name: host, Type: 'CNAME', Value: edge }],
        records_dr: [{ Name: host, Type: 'CNAME', Value: edgeDr }],
      };
    } else {
      const token = digest(`${tenantId}:${host}`);
      const record: DnsRecord = { Name: `_${token}.${host}`, Type: 'CNAME', Value: `_${digest(token)}.acm-validations.px.local` };
      sets[`${CERTIFICATE_SET_PREFIX}${host}`] = { id: `${tenantId}-${token}`, records: [record], records_dr: [{ ...record }] };
    }
  }
  return sets;
}

/** Stores record sets for a tenant; records already there are left alone (safe to repeat). */
export async function writeDnsRecords(db: Queryable, tenantId: string, sets: Readonly<Record<string, DnsRecordSet>>): Promise<void> {
  const rows = Object.entries(sets).flatMap(([key, set]) => [
    ...set.records.map((record) => ({ key, id: set.id, dr: false, ...record })),
    ...set.records_dr.map((record) => ({ key, id: set.id, dr: true, ...record })),
  ]);
  if (rows.length === 0) return;
  await db.query(
    `insert into local_dns_records (tenant_id, record_set, set_id, dr, name, type, value)
       select $1, r.key, r.id, r.dr, r."Name", r."Type", r."Value"
       from jsonb_to_recordset($2::jsonb) as r(key text, id text, dr boolean, "Name" text, "Type" text, "Value" text)
     on conflict do nothing`,
    [tenantId, JSON.stringify(rows)],
  );
}

interface StoredRecord {
  record_set: string;
  set_id: string;
  dr: boolean;
  name: string;
  type: string;
  value: string;
}

/** A tenant's stored record sets of one stage (or of both), by record-set key. */
export async function readDnsRecords(db: Queryable, tenantId: string, stage?: DnsStage): Promise<Record<string, DnsRecordSet>> {
  const { rows } = await db.query<StoredRecord>(
    'select record_set, set_id, dr, name, type, value from local_dns_records where tenant_id = $1 order by record_set, dr, name, type',
    [tenantId],
  );
  const sets: Record<string, DnsRecordSet> = {};
  for (const row of rows) {
    const certificate = row.record_set.startsWith(CERTIFICATE_SET_PREFIX);
    if (stage && certificate !== (stage === 'CNAME Records')) continue;
    const set = (sets[row.record_set] ??= { id: row.set_id, records: [], records_dr: [] });
    (row.dr ? set.records_dr : set.records).push({ Name: row.name, Type: row.type, Value: row.value });
  }
  return sets;
}

/** Removes a tenant's records of one stage (or all); answers how many records were removed. */
export async function deleteDnsRecords(db: Queryable, tenantId: string, stage?: DnsStage): Promise<number> {
  const condition = stage === undefined ? '' : stage === 'CNAME Records' ? `and record_set like '${CERTIFICATE_SET_PREFIX}%'` : `and record_set not like '${CERTIFICATE_SET_PREFIX}%'`;
  const { rowCount } = await db.query(`delete from local_dns_records where tenant_id = $1 ${condition}`, [tenantId]);
  return rowCount;
}

/**
 * The DNS of the tenants' hosts and their certificates, as the onboarding and decommission
 * workflows use it: a real provider (e.g. Route 53 and ACM) implements this interface and is
 * passed as the workflows' `dns` service (docs/operations.md#environments-and-providers).
 */
export interface DnsProvider {
  /** A short name for logs and the provider status, e.g. `local-dns`. */
  readonly name: string;
  /**
   * Creates the records of `stage` for a tenant's hosts; records already there are left alone
   * (safe to repeat).
   *
   * @throws the provider's error when the records cannot be written.
   */
  writeRecords(tenantId: string, hosts: readonly string[], stage: DnsStage): Promise<void>;
  /** A tenant's record sets of one stage (or of both), by record-set key. */
  readRecords(tenantId: string, stage?: DnsStage): Promise<Record<string, DnsRecordSet>>;
  /** Removes a tenant's records of one stage (or all); answers how many records were removed. */
  deleteRecords(tenantId: string, stage?: DnsStage): Promise<number>;
  /** The certificate id of a tenant's host in `region` (an ACM certificate ARN for a real provider). */
  certificateArn(tenantId: string, host: string, region: string): string;
}

/**
 * The local DNS: the records of {@link planDnsRecords} in `local_dns_records`, certificate ids of
 * {@link certificateArn}.
 *
 * @example await new LocalDns(app.db).writeRecords('T01', ['shop.example.com'], 'DNS Mapping');
 */
export class LocalDns implements DnsProvider {
  readonly name = 'local-dns';

  constructor(private readonly db: Queryable) {}

  writeRecords(tenantId: string, hosts: readonly string[], stage: DnsStage): Promise<void> {
    return writeDnsRecords(this.db, tenantId, planDnsRecords(tenantId, hosts, stage));
  }

  readRecords(tenantId: string, stage?: DnsStage): Promise<Record<string, DnsRecordSet>> {
    return readDnsRecords(this.db, tenantId, stage);
  }

  deleteRecords(tenantId: string, stage?: DnsStage): Promise<number> {
    return deleteDnsRecords(this.db, tenantId, stage);
  }

  certificateArn(tenantId: string, host: string, region: string): string {
    return certificateArn(tenantId, host, region);
  }
}
