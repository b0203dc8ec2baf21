/**
 * `shared-kit/contract/platform-ops`: the platform admin's tooling in the contract (docs/platform-ops.md,
 * docs/platform-ops.md, docs/errors.md; docs/resellers.md–docs/platform-ops.md): tenant settings, workflows, admin operations and releases,
 * schema sync, the test-only tools, resellers and translations — their endpoint groups, entity
 * shapes, rules and messages. Pure data and rules like `shared-kit/contract`, kept out of it so
 * that only mfe-platform-ops (and platform-api) load them: the shared contract every page downloads
 * stays small.
 */
import { PLATFORM_OPS_RELEASE_ENDPOINTS } from './endpoints/platform-ops-releases';
import { PLATFORM_OPS_SCHEMA_ENDPOINTS } from './endpoints/platform-ops-schema';
import { PLATFORM_OPS_SETTINGS_ENDPOINTS } from './endpoints/platform-ops-settings';
import { PLATFORM_OPS_TEST_TOOL_ENDPOINTS } from './endpoints/platform-ops-test-tools';
import { PLATFORM_OPS_WORKFLOW_ENDPOINTS } from './endpoints/platform-ops-workflows';
import { RESELLER_ENDPOINTS } from './endpoints/resellers';
import { TRANSLATION_ENDPOINTS } from './endpoints/translations';

export * from './endpoints/platform-ops-settings';
export * from './endpoints/platform-ops-workflows';
export * from './endpoints/platform-ops-releases';
export * from './endpoints/platform-ops-schema';
export * from './endpoints/platform-ops-test-tools';
export * from './endpoints/resellers';
export * from './endpoints/translations';

/** Every endpoint of the platform admin's tooling, by key (their screens call `PLATFORM_OPS_ENDPOINTS.x`). */
export const PLATFORM_OPS_ENDPOINTS = {
  ...PLATFORM_OPS_SETTINGS_ENDPOINTS,
  ...PLATFORM_OPS_WORKFLOW_ENDPOINTS,
  ...PLATFORM_OPS_RELEASE_ENDPOINTS,
  ...PLATFORM_OPS_SCHEMA_ENDPOINTS,
  ...PLATFORM_OPS_TEST_TOOL_ENDPOINTS,
  ...RESELLER_ENDPOINTS,
  ...TRANSLATION_ENDPOINTS,
} as const;
