/**
 * Buyer names, encrypted per tenant (docs/platform-ops.md#buyer-decrypt-and-sync-settings):
 * AES-256-GCM with a key of the tenant's own, derived with HKDF-SHA256 from the API's secret
 * (BUYER_NAME_SECRET; a fixed local default when unset) and the tenant id, so only the API can read
 * a name and one tenant's key never opens another's. The tenant id is also the cipher's additional
 * authenticated data. An encrypted name reads `v1.` + base64url(IV 12 bytes | tag 16 bytes |
 * ciphertext). Plain names are never stored or logged.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { BUYER_DECRYPT_MESSAGES, ENCRYPTED_BUYER_NAME_MAX_LENGTH } from '../contract.js';
import { badRequest } from '../lib/http-error.js';

/** The secret used when BUYER_NAME_SECRET is not set: for local and test databases only. */
export const LOCAL_BUYER_NAME_SECRET = 'px-local-buyer-name-secret-do-not-use-in-deployed-environments';

/** Prefix of the current format of an encrypted name. */
export const ENCRYPTED_NAME_PREFIX = 'v1.';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The API's secret for buyer-name keys: BUYER_NAME_SECRET, else {@link LOCAL_BUYER_NAME_SECRET} when
 * the API runs locally (API_ENVIRONMENT unset or `local`).
 *
 * @throws Error when BUYER_NAME_SECRET is unset and API_ENVIRONMENT names another environment.
 */
export function buyerNameSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.BUYER_NAME_SECRET?.trim();
  if (secret) return secret;
  const environment = env.API_ENVIRONMENT?.trim().toLowerCase() || 'local';
  if (environment !== 'local') throw new Error(`BUYER_NAME_SECRET must be set when API_ENVIRONMENT is ${environment}`);
  return LOCAL_BUYER_NAME_SECRET;
}

/**
 * The 32-byte AES key of a tenant: HKDF-SHA256 of the secret, salt `buyer-names`, info `tenant:{id}`.
 */
export function tenantBuyerKey(tenantId: string, secret: string = buyerNameSecret()): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'buyer-names', `tenant:${tenantId}`, 32));
}

/**
 * Encrypts a buyer name with the tenant's key (AES-256-GCM, the tenant id as additional data).
 *
 * @param iv 12 bytes; a random one by default (the seed passes a derived one to stay reproducible;
 *   an IV must never encrypt two different names under one key).
 * @returns `v1.` + base64url(IV | tag | ciphertext).
 * @example encryptBuyerName('T01', 'Northwind Traders').startsWith('v1.') // true
 */
export function encryptBuyerName(tenantId: string, name: string, iv: Buffer = randomBytes(IV_BYTES), secret?: string): string {
  if (iv.length !== IV_BYTES) throw new Error(`The IV must be ${IV_BYTES} bytes`);
  const cipher = createCipheriv('aes-256-gcm', tenantBuyerKey(tenantId, secret), iv);
  cipher.setAAD(Buffer.from(tenantId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(name, 'utf8'), cipher.final()]);
  return ENCRYPTED_NAME_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/**
 * A deterministic IV for a seeded buyer: the first 12 bytes of HMAC-SHA256(secret, tenant|buyer), so
 * each (tenant key, IV) pair encrypts exactly one seeded name.
 */
export function seedIv(tenantId: string, buyerId: string, secret: string = buyerNameSecret()): Buffer {
  return createHmac('sha256', secret).update(`seed-iv|${tenantId}|${buyerId}`).digest().subarray(0, IV_BYTES);
}

/**
 * Decrypts an encrypted buyer name with the tenant's key.
 *
 * @throws HttpError 400 (BUYER_DECRYPT_MESSAGES.notDecryptable) when the text is not in the `v1.`
 *   format, was altered, or was encrypted for another tenant (the GCM tag does not verify).
 * @example decryptBuyerName('T01', encryptBuyerName('T01', 'Acme')) // 'Acme'
 */
export function decryptBuyerName(tenantId: string, encrypted: string, secret?: string): string {
  const text = encrypted.trim();
  if (!text.startsWith(ENCRYPTED_NAME_PREFIX) || text.length > ENCRYPTED_BUYER_NAME_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text.slice(ENCRYPTED_NAME_PREFIX.length))) {
    throw badRequest(BUYER_DECRYPT_MESSAGES.notDecryptable);
  }
  const bytes = Buffer.from(text.slice(ENCRYPTED_NAME_PREFIX.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw badRequest(BUYER_DECRYPT_MESSAGES.notDecryptable);
  try {
    const decipher = createDecipheriv('aes-256-gcm', tenantBuyerKey(tenantId, secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(tenantId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw badRequest(BUYER_DECRYPT_MESSAGES.notDecryptable);
  }
}
