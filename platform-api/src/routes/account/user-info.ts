import type { FastifyPluginAsync } from 'fastify';
import type { UserInfo } from '../../contract.js';

const userInfoSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    email: { type: 'string' },
    groups: { type: 'array', items: { type: 'string' } },
    authorities: { type: 'array', items: { type: 'string' } },
  },
  required: ['username', 'email', 'groups', 'authorities'],
} as const;

/**
 * GET /account/user-info (spec 01 §4 "App start", §7 path list): the signed-in user's name, email,
 * groups and authorities (the console roles the groups grant; no groups -> PLATFORM_ADMIN).
 * Any console user may call it; a user with no console role gets 403.
 */
export const userInfoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/user-info', { config: { role: 'ANY' }, schema: { response: { 200: userInfoSchema } } }, async (request): Promise<UserInfo> => {
    const user = request.user;
    if (!user) throw new Error('guarded route without a user');
    return { username: user.username, email: user.email, groups: user.groups, authorities: user.roles };
  });
};
