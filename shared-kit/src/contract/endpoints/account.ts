/** The account calls. */
import { Type, type Static } from '@sinclair/typebox';
import { declareEndpoints } from './define-endpoint';

/** Answer of GET /account/user-info: the signed-in user's authorities. */
export const UserInfoSchema = Type.Object({
  username: Type.String(),
  email: Type.String(),
  groups: Type.Array(Type.String(), { description: "The token's cognito:groups" }),
  authorities: Type.Array(Type.String(), { description: 'The console roles the groups grant; no groups means PLATFORM_ADMIN' }),
});
/** See {@link UserInfoSchema}. */
export type UserInfo = Static<typeof UserInfoSchema>;

/** The account endpoints. */
export const ACCOUNT_ENDPOINTS = declareEndpoints({
  userInfo: {
    method: 'GET',
    path: '/account/user-info',
    access: 'ANY',
    area: 'account',
    summary: "The signed-in user's name, e-mail, groups and console roles; any console user, 403 for a user without a console role",
    responses: { 200: UserInfoSchema },
  },
});
