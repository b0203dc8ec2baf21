import type { FastifyInstance } from 'fastify';
import { defaultTenantImage, readTenantImage } from '../../tenant-settings/tenant-images.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** How long a browser or the storefront's CDN keeps an image before asking again, s. */
const TENANT_IMAGE_MAX_AGE_S = 86_400;

/**
 * The images a tenant configuration names (public: the storefront and the sign-in page show them
 * to visitors; docs/platform-ops.md#tenant-images):
 * - GET /tenant-images/:tenantId/:name: the stored image `tenants/{tenantId}/{name}` with its type
 *   (PNG, GIF or JPEG, from its bytes), `Cache-Control: public, max-age=86400`, an ETag (304 to a
 *   matching If-None-Match) and `Cross-Origin-Resource-Policy: cross-origin` (the storefront is
 *   another site); 404 'Image not found';
 * - GET /default-tenant-images/:key: the built-in PNG of the default configuration's image key,
 *   with the same cache and cross-origin headers.
 */
export function tenantImageHandlers(app: FastifyInstance): HandlerGroup<'tenantImage' | 'defaultTenantImage'> {
  const publicImage = { 'cache-control': `public, max-age=${TENANT_IMAGE_MAX_AGE_S}`, 'cross-origin-resource-policy': 'cross-origin' };
  return {
    tenantImage: async (request, reply) => {
      const image = await readTenantImage(app.providers.blobs, request.params.tenantId, request.params.name);
      reply.headers({ ...publicImage, etag: image.etag });
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send(null);
      return reply.type(image.contentType).send(image.bytes);
    },
    defaultTenantImage: async (request, reply) => reply.headers(publicImage).type('image/png').send(defaultTenantImage(request.params.key)),
  };
}
