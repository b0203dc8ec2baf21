import type { FastifyPluginAsync } from 'fastify';

/** Every route of the API, registered after the auth guard so each one declares its role. */
export const routes: FastifyPluginAsync = async () => {};
