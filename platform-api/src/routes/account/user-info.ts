import type { HandlerGroup } from '../register-endpoints.js';

/**
 * GET /account/user-info (read at app start; docs/api.md#roles-and-tokens): the signed-in user's
 * name, email, groups and authorities (the console roles the groups grant; no groups ->
 * PLATFORM_ADMIN). Declared for `ANY` console user; a user with no console role gets 403 from the
 * guard.
 */
export function accountHandlers(): HandlerGroup<'userInfo'> {
  return {
    userInfo: async (request) => {
      const user = request.user;
      if (!user) throw new Error('guarded route without a user');
      return { username: user.username, email: user.email, groups: user.groups, authorities: user.roles };
    },
  };
}
