import type { FastifyPluginAsync } from 'fastify';
import { userInfoRoutes } from './account/user-info.js';
import { billingRoutes } from './billing/index.js';
import { prospectiveTenantsRoutes } from './client-success/prospective-tenants.js';
import { internalUsersRoutes } from './internal-users/internal-users.js';
import { listTenantsRoutes } from './update-config/list-tenants.js';

/** Every route of the API, registered after the auth guard so each one declares its role. */
export const routes: FastifyPluginAsync = async (app) => {
  await app.register(userInfoRoutes);
  await app.register(listTenantsRoutes);
  await app.register(internalUsersRoutes);
  await app.register(prospectiveTenantsRoutes);
  await app.register(billingRoutes, { prefix: '/billing' });
};
