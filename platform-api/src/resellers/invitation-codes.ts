/**
 * Invitation codes (single-use, expiring, compared in constant time:
 * docs/resellers.md#invitation-codes): a
 * code is 16 random characters of a 32-letter alphabet in 4 groups (80 bits), only its SHA-256 is
 * stored, and a code typed back is compared with `crypto.timingSafeEqual` on the digests.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** The alphabet of codes: capital letters and digits without 0, 1, I and O (easy to read out). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new random invitation code, e.g. `K7QD-M2XP-9WRT-4HNB` (80 bits from `crypto.randomBytes`).
 */
export function newInvitationCode(): string {
  const bytes = randomBytes(16);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** A new `user` of an invitation link: a random UUID. */
export function newInvitationUser(): string {
  return randomUUID();
}

/**
 * The SHA-256 of a code as lower-case hex (64 characters), the form stored. The code is read
 * trimmed and upper case, so a code typed in lower case still matches.
 */
export function invitationCodeDigest(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase(), 'utf8').digest('hex');
}

/**
 * Whether `code` is the code whose digest is `storedDigestHex`, in time independent of where they
 * differ (`crypto.timingSafeEqual` on the two 32-byte digests).
 */
export function invitationCodeMatches(code: string, storedDigestHex: string): boolean {
  const typed = Buffer.from(invitationCodeDigest(code), 'hex');
  const stored = Buffer.from(storedDigestHex, 'hex');
  return stored.length === typed.length && timingSafeEqual(typed, stored);
}
