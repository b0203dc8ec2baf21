/**
 * The whole endpoint table platform-api serves: the shared contract's (`endpoints/table.ts`) and
 * the platform admin's tooling (`platform-ops.ts`), by key. platform-api registers its routes and
 * writes its OpenAPI document from it; the browser never loads it (each remote imports the groups
 * it calls).
 */
import { ENDPOINTS as CONSOLE_ENDPOINTS } from './endpoints/table';
import { PLATFORM_OPS_ENDPOINTS } from './platform-ops';

/** Every endpoint of the API, by key. */
export const ENDPOINTS = { ...CONSOLE_ENDPOINTS, ...PLATFORM_OPS_ENDPOINTS } as const;

/** The key of an endpoint of {@link ENDPOINTS}, e.g. `clientContact` or `workflowStart`. */
export type EndpointKey = keyof typeof ENDPOINTS;

/** The endpoints of {@link ENDPOINTS} in table order. */
export const ENDPOINT_LIST = Object.values(ENDPOINTS);
