import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';
import type { PLATFORM_OPS_SETTINGS_ENDPOINTS } from '../../contract.js';
import { cacheHandlers } from './cache.js';
import { settingsExcelHandlers } from './settings-excel.js';
import { splashHandlers } from './splash.js';
import { tenantImageHandlers } from './tenant-images.js';
import { updateConfigHandlers } from './update-config.js';

/**
 * The handlers of the tenant-settings, update-config, cache and splash endpoints
 * (`PLATFORM_OPS_SETTINGS_ENDPOINTS`, PLATFORM_ADMIN) and of the tenant images (public). Call before the routes are registered: the
 * spreadsheet uploads set their routes' multipart limits as the routes are added.
 */
export function platformOpsSettingsHandlers(app: FastifyInstance): HandlerGroup<keyof typeof PLATFORM_OPS_SETTINGS_ENDPOINTS> {
  return { ...settingsExcelHandlers(app), ...updateConfigHandlers(app), ...cacheHandlers(app), ...splashHandlers(app), ...tenantImageHandlers(app) };
}
