/**
 * The idempotency key of state-changing requests (docs/api.md "Idempotency"): the console's data
 * layer sends one key per user action on every POST, PUT, PATCH and DELETE (retries of the same
 * action reuse it), and the API answers a repeat with the first answer instead of writing again.
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header of an answer replayed from a key's stored answer (value `true`). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** A key is a UUID of version 4 (lower or upper case hex), as `crypto.randomUUID()` makes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** How long the API keeps a key and its answer: 24 hours. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** The methods whose requests carry a key. */
export const IDEMPOTENT_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The API's answers about keys, in plain words. */
export const IDEMPOTENCY_MESSAGES = {
  /** 400: the header is not a UUID v4. */
  invalidKey: `The ${IDEMPOTENCY_KEY_HEADER} header must be a UUID (version 4)`,
  /** 422: the key was used for another request (another route or body). */
  reused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; send a new key for a new action`,
  /** 409: the first request with the key is still running after the wait. */
  stillRunning: `The first request with this ${IDEMPOTENCY_KEY_HEADER} is still running; try again in a moment`,
} as const;
