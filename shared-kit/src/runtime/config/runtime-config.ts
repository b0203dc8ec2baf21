/**
 * Runtime configuration read from `config.json` served beside the shell, so one build serves any
 * environment (docs/operations.md#pointing-the-console-at-a-real-cognito-pool-and-tenant-api).
 */

import { CLIENT_SUCCESS_CONTACT_EMAIL } from '../../contract/endpoints/client-forms';
import { PROVIDER_MARKETING_SITE_URL } from '../../contract/endpoints/resellers';

/** Deployment environments a `config.json` may name. */
export const ENVIRONMENTS = ['local', 'test', 'prod'] as const;

/** Deployment environment; test-only tools exist only in {@link TEST_TOOL_ENVIRONMENTS}. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** Environments where the test-only tools (docs/platform-ops.md#dashboard) are offered. */
export const TEST_TOOL_ENVIRONMENTS: readonly Environment[] = ['local', 'test'];

/**
 * Whether test-only tools (buyer decrypt, pxnr sync, sync settings) are offered. An allow-list, so
 * a misspelt production environment never exposes them.
 *
 * @example isTestToolEnvironment('prod') // false
 */
export function isTestToolEnvironment(environment: string | undefined): boolean {
  return (TEST_TOOL_ENVIRONMENTS as readonly string[]).includes(environment ?? '');
}

/** Amplify / Cognito settings of the console's user pool. */
export interface AuthConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Custom Cognito endpoint (cognito-local); absent for a real AWS pool. */
  userPoolEndpoint?: string;
  /** `USER_PASSWORD_AUTH` for cognito-local, `USER_SRP_AUTH` for AWS Cognito. */
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
}

/** The whole runtime configuration (`config.json`). */
export interface RuntimeConfig {
  environment: Environment;
  /** Tenant API base URL, e.g. `http://localhost:4000` (docs/data-layer.md#the-calls). */
  apiBaseUrl: string;
  /** Separate endpoint of the test-only calls (buyer decrypt, docs/data-layer.md#the-calls). */
  testApiBaseUrl: string;
  /** The buyers' website named by the wrong-website rejection and the sign-in message link. */
  buyersWebsite: string;
  auth: AuthConfig;
  /**
   * Rows above which a grid switches to server mode: it asks the API for windows of
   * rows, the total and the filter counts instead of loading every row. Absent: {@link DEFAULT_GRID_SERVER_MODE_THRESHOLD}.
   */
  gridServerModeThreshold?: number;
  /**
   * The provider's website, where the public invitation page sends a visitor without a valid
   * invitation. Required outside `local`; see {@link providerWebsite}.
   */
  providerWebsite?: string;
  /**
   * The client success team's address, named by the new-client registration's success page.
   * Required outside `local`; see {@link clientSuccessEmail}.
   */
  clientSuccessEmail?: string;
}

/**
 * The provider's website of a configuration: its `providerWebsite`, else (only possible in
 * `local`: the validator requires it elsewhere) the local placeholder `https://www.example.com`.
 *
 * @example providerWebsite({ providerWebsite: 'https://www.px.example' }) // 'https://www.px.example'
 */
export function providerWebsite(config: Pick<RuntimeConfig, 'providerWebsite'>): string {
  return config.providerWebsite ?? PROVIDER_MARKETING_SITE_URL;
}

/**
 * The client success address of a configuration: its `clientSuccessEmail`, else (only possible in
 * `local`) the local `clientsuccess@px.local`.
 *
 * @example clientSuccessEmail({}) // 'clientsuccess@px.local'
 */
export function clientSuccessEmail(config: Pick<RuntimeConfig, 'clientSuccessEmail'>): string {
  return config.clientSuccessEmail ?? CLIENT_SUCCESS_CONTACT_EMAIL;
}

/**
 * Rows above which a grid works in server mode when `config.json` does not say: 50,000
 * (docs/grid.md#server-mode).
 *
 * @example gridServerModeThreshold({ ...config, gridServerModeThreshold: undefined }) // 50000
 */
export const DEFAULT_GRID_SERVER_MODE_THRESHOLD = 50_000;

/**
 * The server-mode threshold of a configuration, in rows: its `gridServerModeThreshold`, else
 * {@link DEFAULT_GRID_SERVER_MODE_THRESHOLD}. A grid of more rows than this works in server mode.
 *
 * @example gridServerModeThreshold(getRuntimeConfig()) // 50000
 */
export function gridServerModeThreshold(config: Pick<RuntimeConfig, 'gridServerModeThreshold'>): number {
  return config.gridServerModeThreshold ?? DEFAULT_GRID_SERVER_MODE_THRESHOLD;
}

let current: RuntimeConfig | undefined;

/**
 * Checks the shape of a parsed `config.json`.
 *
 * @returns the config, typed.
 * @throws Error naming every missing or invalid field, e.g. `config.json: environment must be one of local, test, prod`.
 * @example validateRuntimeConfig(JSON.parse(text))
 */
export function validateRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const config = (value ?? {}) as Partial<RuntimeConfig>;
  const auth = (config.auth ?? {}) as Partial<AuthConfig>;
  if (!(ENVIRONMENTS as readonly unknown[]).includes(config.environment)) {
    problems.push(`environment must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  for (const key of ['apiBaseUrl', 'testApiBaseUrl', 'buyersWebsite'] as const) {
    if (typeof config[key] !== 'string' || config[key] === '') problems.push(`${key} is required`);
  }
  for (const key of ['region', 'userPoolId', 'userPoolClientId'] as const) {
    if (typeof auth[key] !== 'string' || auth[key] === '') problems.push(`auth.${key} is required`);
  }
  if (auth.authFlowType !== 'USER_PASSWORD_AUTH' && auth.authFlowType !== 'USER_SRP_AUTH') {
    problems.push('auth.authFlowType must be USER_PASSWORD_AUTH or USER_SRP_AUTH');
  }
  // The local placeholders stand in only on a developer's machine.
  for (const key of ['providerWebsite', 'clientSuccessEmail'] as const) {
    const value = config[key];
    if (value === undefined && config.environment !== 'local') problems.push(`${key} is required when environment is not local`);
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) problems.push(`${key} must be a non-empty string`);
  }
  if (typeof config.providerWebsite === 'string' && config.providerWebsite.trim() !== '' && !/^https?:\/\/[^\s]+$/.test(config.providerWebsite)) problems.push('providerWebsite must be an http(s) URL');
  if (typeof config.clientSuccessEmail === 'string' && config.clientSuccessEmail.trim() !== '' && !/^[^\s@]+@[^\s@]+$/.test(config.clientSuccessEmail)) problems.push('clientSuccessEmail must be an e-mail address');
  const threshold = config.gridServerModeThreshold;
  if (threshold !== undefined && !(Number.isInteger(threshold) && threshold >= 0)) {
    problems.push('gridServerModeThreshold must be a whole number of rows, 0 or more');
  }
  if (problems.length > 0) throw new Error(`config.json: ${problems.join('; ')}`);
  return config as RuntimeConfig;
}

/**
 * Fetches, checks and caches `config.json` from `url` (default `/config.json`, beside the shell).
 *
 * @throws Error when the file cannot be fetched, is not JSON, or fails {@link validateRuntimeConfig}.
 * @example const config = await loadRuntimeConfig();
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Unable to load ${url}: HTTP ${response.status}`);
  current = validateRuntimeConfig(await response.json());
  return current;
}

/**
 * Sets the runtime configuration directly (tests, standalone remotes).
 *
 * @example setRuntimeConfig({ ...config, environment: 'test' })
 */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/**
 * The loaded runtime configuration.
 *
 * @throws Error when called before {@link loadRuntimeConfig} or {@link setRuntimeConfig}.
 * @example getRuntimeConfig().apiBaseUrl // 'http://localhost:4000'
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}
