import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_RETENTION_HOURS,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_REPLAY_HEADER,
  isDryRun,
} from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { globalPlugin } from './global-plugin.js';

/** Options of {@link idempotencyPlugin} (tests shorten the waits). */
export interface IdempotencyOptions extends Record<string, unknown> {
  /** How long a repeat waits for the first request with its key to answer, ms; default 30 000. */
  waitMs?: number;
  /** How often the repeat looks, ms; default 100. */
  pollMs?: number;
  /** After how long a request still without an answer is taken as lost (its process stopped), ms; default 10 minutes. */
  abandonedAfterMs?: number;
  /** How often this instance says it is alive (`api_instances`), ms; default 5 000. */
  heartbeatMs?: number;
  /**
   * After how long without a heartbeat an instance is taken as gone, and the keys it holds
   * without an answer as lost, ms; default 20 000 (four heartbeats).
   */
  instanceGoneAfterMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request holds (it runs the handler and stores the answer), if any. */
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

interface KeyRow {
  method: string;
  route: string;
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  abandoned: boolean;
}

/** Bytes (multipart files) enter the hash as their own SHA-256. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Uint8Array) return `sha256:${createHash('sha256').update(item).digest('hex')}`;
    if (item && typeof item === 'object' && (item as { type?: unknown }).type === 'Buffer' && Array.isArray((item as { data?: unknown }).data)) {
      return `sha256:${createHash('sha256').update(Buffer.from((item as { data: number[] }).data)).digest('hex')}`;
    }
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return item;
  });
}

/** The SHA-256 of a request's path parameters, query and body (what makes two requests the same). */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(stableJson({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }))
    .digest('hex');
}

/**
 * Removes the keys older than {@link IDEMPOTENCY_RETENTION_HOURS} (24 h); answers how many. The
 * plugin runs it at most once a minute per process, before a keyed write; an expired key still
 * present is treated as absent.
 */
export async function pruneIdempotencyKeys(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`delete from idempotency_keys where created_at < clock_timestamp() - make_interval(hours => $1)`, [IDEMPOTENCY_RETENTION_HOURS]);
  return rowCount;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a stored answer again, marked {@link IDEMPOTENT_REPLAY_HEADER}.
 */
function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  reply.status(row.status_code ?? 200).header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (row.content_type) reply.header('content-type', row.content_type);
  return reply.send(Buffer.from(row.response_body ?? '', 'base64'));
}

/**
 * Idempotent writes (docs/api.md#idempotency): a POST, PUT, PATCH or DELETE that carries the
 * header `Idempotency-Key: <uuid v4>` runs once per key. The key is kept in Postgres
 * (`idempotency_keys`, keyed by the user's `sub`, or for a public endpoint by its route), so every
 * instance of the API recognises it, for 24 hours:
 *
 * - the first request claims the key, runs, and its answer (any status below 500) is stored; a 5xx
 *   answer frees the key, so a retry runs again; a key whose instance stopped (killed mid-request:
 *   its heartbeat in `api_instances` is older than `instanceGoneAfterMs`) is freed by the retry, which
 *   runs at once (the stopped request's transaction was rolled back with its connection);
 * - a repeat with the same method, route, query and body answers the stored status and body (with
 *   `Idempotent-Replayed: true`) without running the handler; while the first is still running it
 *   waits for it (at most `waitMs`, then 409 {@link IDEMPOTENCY_MESSAGES.stillRunning});
 * - the same key with another route or body answers 422 {@link IDEMPOTENCY_MESSAGES.reused};
 * - a header that is not a UUID v4 answers 400 {@link IDEMPOTENCY_MESSAGES.invalidKey};
 * - requests without the header, dry runs (`?dryRun=true`, which change nothing) and GETs are not
 *   affected.
 *
 * Register it before the compression, so the stored answer is the uncompressed one.
 */
export const idempotencyPlugin: FastifyPluginAsync<IdempotencyOptions> = globalPlugin('idempotency', async (app, options) => {
  const waitMs = options.waitMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const abandonedAfterMs = options.abandonedAfterMs ?? 10 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const instanceGoneAfterMs = options.instanceGoneAfterMs ?? 20_000;
  const instanceId = randomUUID();
  const db = (): Database => app.db;
  let prunedAt = 0;

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < 60_000) return;
    prunedAt = Date.now();
    await pruneIdempotencyKeys(db());
    await db().query('delete from api_instances where seen_at < clock_timestamp() - make_interval(hours => $1)', [IDEMPOTENCY_RETENTION_HOURS]);
  }

  // This instance's heartbeat: while it is fresh, the keys it holds are its requests still running.
  const beat = () =>
    db().query(
      `insert into api_instances (instance_id) values ($1)
       on conflict (instance_id) do update set seen_at = clock_timestamp()`,
      [instanceId],
    );
  let heartbeat: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await beat();
    heartbeat = setInterval(() => {
      beat().catch((error: unknown) => app.log.warn({ err: error }, 'the idempotency heartbeat could not be written'));
    }, heartbeatMs);
    heartbeat.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await db()
      .query('delete from api_instances where instance_id = $1', [instanceId])
      .catch(() => undefined);
  });

  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!IDEMPOTENT_METHODS.includes(request.method)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined || isDryRun(request.query)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey);
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const user = (request as { user?: { sub?: string; username?: string } | null }).user;
    const scope = user ? `user:${user.sub || user.username || ''}` : `public:${request.method} ${route}`;
    const hash = requestHash(request);
    await prune();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await db().query(
        `insert into idempotency_keys (scope, idempotency_key, method, route, request_hash, claimed_by) values ($1, $2, $3, $4, $5, $7)
         on conflict (scope, idempotency_key) do update set method = excluded.method, route = excluded.route, request_hash = excluded.request_hash,
           created_at = clock_timestamp(), status_code = null, content_type = null, response_body = null, completed_at = null, claimed_by = excluded.claimed_by
         where idempotency_keys.created_at < clock_timestamp() - make_interval(hours => $6)
         returning 1`,
        [scope, key.toLowerCase(), request.method, route, hash, IDEMPOTENCY_RETENTION_HOURS, instanceId],
      );
      if (claimed.rows.length > 0) {
        request.idempotencyClaim = { scope, key: key.toLowerCase() };
        return;
      }
      const { rows } = await db().query<KeyRow>(
        `select k.method, k.route, k.request_hash, k.status_code, k.content_type, k.response_body,
           (k.completed_at is null and (
             k.created_at < clock_timestamp() - make_interval(secs => $3)
             or (k.claimed_by is not null and not exists (
               select 1 from api_instances i where i.instance_id = k.claimed_by and i.seen_at > clock_timestamp() - make_interval(secs => $4)))
           )) as abandoned
         from idempotency_keys k where k.scope = $1 and k.idempotency_key = $2`,
        [scope, key.toLowerCase(), abandonedAfterMs / 1000, instanceGoneAfterMs / 1000],
      );
      const row = rows[0];
      if (!row) continue; // freed by a failed first request: claim it now
      if (row.method !== request.method || row.route !== route || row.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      if (row.status_code !== null) return replay(reply, row);
      if (row.abandoned) {
        await db().query('delete from idempotency_keys where scope = $1 and idempotency_key = $2 and completed_at is null', [scope, key.toLowerCase()]);
        continue;
      }
      if (Date.now() >= deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning);
      await sleep(pollMs);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : payload === null || payload === undefined ? Buffer.alloc(0) : null;
    if (reply.statusCode >= 500 || body === null) {
      await db().query('delete from idempotency_keys where scope = $1 and idempotency_key = $2', [claim.scope, claim.key]);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db().query(
      `update idempotency_keys set status_code = $3, content_type = $4, response_body = $5, completed_at = clock_timestamp()
       where scope = $1 and idempotency_key = $2`,
      [claim.scope, claim.key, reply.statusCode, typeof contentType === 'string' ? contentType : null, body.toString('base64')],
    );
    return payload;
  });

  // A request that ends without an answer (the client went away before onSend) frees its key.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await db().query('delete from idempotency_keys where scope = $1 and idempotency_key = $2 and completed_at is null', [claim.scope, claim.key]);
  });
});
