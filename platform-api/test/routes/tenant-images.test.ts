// The images a tenant configuration names (docs/platform-ops.md#tenant-images): public (the
// storefront and the sign-in page show them to visitors, an <img> sends no token), the stored image
// by its blob key tenants/{tenantId}/{name} and the built-in images of the default configuration.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS, ROLES } from '../../src/contract.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9e2b30000000049454e44ae426082', 'hex');
/** The first bytes of a GIF. */
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');

describe('tenant images (public)', () => {
  let t: TestApp;
  let blobDir: string;
  beforeAll(async () => {
    // The stored images go to a directory of this file's own.
    blobDir = await mkdtemp(path.join(os.tmpdir(), 'tenant-images-blobs-'));
    process.env.BLOB_DIR = blobDir;
    t = await createTestApp();
    await t.app.providers.blobs.put('tenants/T01/user_pool_logo-1a2b.png', PNG);
    await t.app.providers.blobs.put('tenants/T01/favicon-3c4d.gif', GIF);
    await t.app.providers.blobs.put('tenants/T01/notes.html', Buffer.from('<script>alert(1)</script>'));
    await t.app.providers.blobs.put('client-forms/SUB-1/logo.png', PNG);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    delete process.env.BLOB_DIR;
    await rm(blobDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a stored image without a token, with its type, a day of public cache, an ETag and cross-origin use', async () => {
    const response = await get('/tenant-images/T01/user_pool_logo-1a2b.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const gif = await get('/tenant-images/T01/favicon-3c4d.gif');
    expect([gif.statusCode, gif.headers['content-type']]).toEqual([200, 'image/gif']);
  });

  it('answers 304 to a request that holds the current ETag, and the image again to another', async () => {
    const first = await get('/tenant-images/T01/user_pool_logo-1a2b.png');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/tenant-images/T01/user_pool_logo-1a2b.png', { 'if-none-match': etag });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const other = await get('/tenant-images/T01/user_pool_logo-1a2b.png', { 'if-none-match': '"stale"' });
    expect([other.statusCode, other.rawPayload.equals(PNG)]).toEqual([200, true]);
  });

  it('answers the same to every signed-in role: no 401 or 403 for a public image', async () => {
    for (const role of ROLES) {
      const response = await t.as(role, { method: 'GET', url: '/tenant-images/T01/user_pool_logo-1a2b.png' });
      expect([role, response.statusCode]).toEqual([role, 200]);
    }
  });

  it("answers 404 'Image not found' for a missing image and for a stored file that is not an image", async () => {
    for (const url of ['/tenant-images/T01/missing.png', '/tenant-images/T02/user_pool_logo-1a2b.png', '/tenant-images/T01/notes.html']) {
      const response = await get(url);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 404, 'Image not found']);
    }
  });

  it('answers 400 in plain words for a name or tenant that no stored image has, so no other blob can be reached', async () => {
    const dotted = await get('/tenant-images/T01/..%2Fnotes.html');
    expect(dotted.statusCode).toBe(400);
    expect(dotted.json()).toMatchObject({ message: 'Image name is not in the expected format', field: 'name' });
    const outside = await get(`/tenant-images/${encodeURIComponent('../client-forms')}/logo.png`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ message: 'Tenant ID is not in the expected format', field: 'tenantId' });
  });

  it("serves the default configuration's built-in images as PNG, each at the size the storefront shows it", async () => {
    const sizes: Record<string, [number, number]> = { favicon: [32, 32], logoSmall: [112, 28], userPoolLogo: [160, 40] };
    for (const [key, [width, height]] of Object.entries(sizes)) {
      const response = await get(ENDPOINTS.defaultTenantImage.path.replace(':key', key));
      expect([key, response.statusCode, response.headers['content-type'], response.headers['cache-control']]).toEqual([key, 200, 'image/png', 'public, max-age=86400']);
      const png = response.rawPayload;
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([key, png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([key, width, height]);
    }
    const unknown = await get('/default-tenant-images/banner');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Key must be one of: logoSmall, favicon, userPoolLogo', field: 'key' });
  });
});
