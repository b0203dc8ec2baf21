/**
 * The DNS / CNAME records an onboarding waits for (data.records, per
 * key an id, records and records_dr, each record with Name, Type and Value), as rows of one table.
 */

import type { DnsRecord, DnsRecordSet } from 'shared-kit/contract/platform-ops';

/** Which list of a set a row comes from. */
export type DnsRecordList = 'records' | 'records_dr';

/** One row of the records table. */
export interface DnsRecordRow extends DnsRecord {
  key: string;
  /** The key of data.records the row belongs to. */
  set: string;
  /** The set's id, if any. */
  id: string;
  list: DnsRecordList;
}

/**
 * The rows of data.records, set by set in the answer's order, each set's records before its
 * records_dr. A missing or empty data.records gives no rows.
 *
 * @example dnsRecordRows({ api: { id: 'Z1', records: [{ Name: 'a', Type: 'CNAME', Value: 'b' }] } })[0]?.list // 'records'
 */
export function dnsRecordRows(records: Readonly<Record<string, DnsRecordSet>> | undefined): DnsRecordRow[] {
  if (!records) return [];
  return Object.entries(records).flatMap(([set, entry]) =>
    (['records', 'records_dr'] as const).flatMap((list) =>
      (entry[list] ?? []).map((record, index) => ({
        key: `${set}/${list}/${index}`,
        set,
        id: entry.id,
        list,
        Name: record.Name,
        Type: record.Type,
        Value: record.Value,
      })),
    ),
  );
}
