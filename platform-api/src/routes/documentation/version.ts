import type { HandlerGroup } from '../register-endpoints.js';
import { OPENAPI_INFO } from './openapi.js';

/**
 * GET /version (any console user, for the console status panel; docs/api.md#get-version): the
 * running API's name and version, the same as its OpenAPI document's `info` (`{ name:
 * 'platform-api', version: '0.1.0' }`). Served in every environment, unlike the OpenAPI document.
 */
export function versionHandlers(): HandlerGroup<'apiVersion'> {
  return { apiVersion: async () => ({ name: OPENAPI_INFO.title, version: OPENAPI_INFO.version }) };
}
