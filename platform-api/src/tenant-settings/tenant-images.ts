/**
 * The images a tenant configuration names (docs/platform-ops.md#tenant-images): a tenant's stored
 * images in the blob store under `tenants/{tenantId}/{name}`, and the built-in images of the
 * default configuration's image keys.
 */
import { createHash } from 'node:crypto';
import { TENANT_IMAGE_KEY_PREFIX, imageTypeOf, type ImageMediaType, type TenantConfigImageKey } from '../contract.js';
import type { BlobStore } from '../local/local-blob.js';
import { notFound } from '../lib/http-error.js';

/**
 * The built-in images of the default configuration's image keys: placeholders in the console's
 * primary colour (#1f4e79) with a white centre, PNG, at the sizes the storefront shows them
 * (favicon 32×32, small logo 112×28, sign-in page logo 160×40).
 */
const DEFAULT_IMAGES: Readonly<Record<TenantConfigImageKey, string>> = {
  favicon: 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAL0lEQVR42mOQ96ukKWIYtWDUgiFswX8SwagFoxaMWjBqwagFw9OC0Spz1IIRZAEA8vuvTIN9lW8AAAAASUVORK5CYII=',
  logoSmall:
    'iVBORw0KGgoAAAANSUhEUgAAAHAAAAAcCAIAAAA2tKw9AAAAT0lEQVR42u3YwQkAMAgEQTtJR/Zj9aYFH0IIzLEVzPPiZGmxQAAUKFABBQp0Xn8yoECBAgUKFChQoECBAgUKFChQoO47fyhQAQUKVEBfdAE/02jwLQ/F7wAAAABJRU5ErkJggg==',
  userPoolLogo:
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAAAoCAIAAAD2TmbPAAAAbUlEQVR42u3aQREAMAgEMZzUEX5QT0XwYdowq4B8L06WHi68ALAAC7AAC7AACzBgAR7Wnx1gwIABAwYMGDBgwIABAwYMGDBgwIABAwYMGDBgwIABAwYMGDBgwIABy+hOgAVYgAVYgAELsABrTRcB4ofOZIxrBQAAAABJRU5ErkJggg==',
};

/** The built-in PNG of a default image key. */
export function defaultTenantImage(key: TenantConfigImageKey): Buffer {
  return Buffer.from(DEFAULT_IMAGES[key], 'base64');
}

/** A stored image as it is served: its bytes, its type (from the bytes) and a strong ETag. */
export interface TenantImage {
  bytes: Buffer;
  contentType: ImageMediaType;
  etag: string;
}

/**
 * The stored image `tenants/{tenantId}/{name}` of the blob store. Only images are served: bytes that
 * are not a PNG, GIF or JPEG image are answered as missing, so no other kind of file can be read
 * through this address.
 *
 * @throws HttpError 404 'Image not found' when the store has no image under that key.
 */
export async function readTenantImage(blobs: BlobStore, tenantId: string, name: string): Promise<TenantImage> {
  const stored = await blobs.get(`${TENANT_IMAGE_KEY_PREFIX}${tenantId}/${name}`);
  const contentType = stored ? imageTypeOf(stored) : null;
  if (!stored || !contentType) throw notFound('Image not found');
  const bytes = Buffer.from(stored);
  return { bytes, contentType, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}
