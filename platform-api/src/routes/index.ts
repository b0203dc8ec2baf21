import type { FastifyPluginAsync } from 'fastify';
import { userInfoRoutes } from './account/user-info.js';

/** Every route of the API, registered after the auth guard so each one declares its role. */
export const routes: FastifyPluginAsync = async (app) => {
  await app.register(userInfoRoutes);
};
