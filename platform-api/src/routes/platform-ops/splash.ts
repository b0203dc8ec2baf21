import type { FastifyInstance } from 'fastify';
import { actionContext } from '../../action-log/record-action.js';
import { SPLASH_SUCCESS_STATUS } from '../../contract.js';
import { changeSplashPages, readSplashState } from '../../splash/splash-repository.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Splash Page Config (PLATFORM_ADMIN; docs/platform-ops.md#splash-page-config):
 * - GET /splash-config?tenantId=: whether the tenant admin site and the buyer site show a splash page;
 * - POST /splash-config `{ tenant_id, tenant_page, buyer_page, operation }`: adds or removes the
 *   ticked sites' page; `{ Status: 'Successful', splash }`. 400 with no site ticked, 404 'Tenant not found!'.
 */
export function splashHandlers(app: FastifyInstance): HandlerGroup<'splashConfig' | 'updateSplashConfig'> {
  return {
    splashConfig: async (request) => readSplashState(app.db, app.cache, request.query.tenantId),
    updateSplashConfig: async (request) => ({
      Status: SPLASH_SUCCESS_STATUS,
      splash: await changeSplashPages(app.db, app.cache, actionContext(request), request.body),
    }),
  };
}
