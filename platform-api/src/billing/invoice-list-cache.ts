import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Queryable } from '../db/database.js';
import { listInvoicesJson } from './invoices-repository.js';

/** Response encodings the cache keeps, in the server's order of preference. */
export type CachedEncoding = 'br' | 'gzip';

/** The full invoices grid at one data version, with its compressed forms made on demand. */
export interface CachedInvoiceList {
  /** Strong ETag, unique to this process and data version. */
  etag: string;
  json: string;
  encoded: Map<CachedEncoding, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Picks the encoding of a response from an Accept-Encoding header: `br`, then `gzip`, honouring
 * `q=0`; `null` for identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): CachedEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: CachedEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Cache of the whole invoices grid: the JSON is rebuilt only when `data_versions['invoice-list']`
 * has changed — every statement that writes invoices, payments, payment methods, clients or
 * currencies bumps it by trigger — and its gzip/brotli forms are compressed once per version, off
 * the event loop.
 */
export class InvoiceListCache {
  private readonly epoch = randomBytes(4).toString('hex');
  private current: { version: string; list: Promise<CachedInvoiceList> } | null = null;

  constructor(private readonly db: Queryable) {}

  /** The list at the database's current version (built now if the version changed). */
  async get(): Promise<CachedInvoiceList> {
    // Read the version before the list: a write in between stores newer rows under the older
    // version, which the next call simply rebuilds.
    const { rows } = await this.db.query<{ version: string }>(`select version::text as version from data_versions where name = 'invoice-list'`);
    const version = rows[0]?.version ?? '0';
    if (this.current?.version === version) return this.current.list;
    const list = listInvoicesJson(this.db, null).then((json) => ({ etag: `"invoices-${this.epoch}-${version}"`, json, encoded: new Map() }));
    const entry = { version, list };
    this.current = entry;
    list.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return list;
  }

  /** The list compressed with `encoding` (compressed once, then reused). */
  encoded(list: CachedInvoiceList, encoding: CachedEncoding): Promise<Buffer> {
    let body = list.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(list.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: list.json.length } })
          : gzipAsync(list.json);
      list.encoded.set(encoding, body);
    }
    return body;
  }
}
