/**
 * Runtime configuration read from `config.json` served beside the shell, so one build serves any
 * environment (ARCHITECTURE.md "Auth").
 */

/** Deployment environment; test-only tools are hidden in `prod` (spec 01 §2 "Dashboard"). */
export type Environment = 'local' | 'test' | 'prod';

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
  /** Tenant API base URL, e.g. `http://localhost:4000` (spec 01 §7). */
  apiBaseUrl: string;
  /** Separate endpoint of the test-only calls (buyer decrypt, spec 01 §7). */
  testApiBaseUrl: string;
  /** The buyers' website named by the wrong-website rejection and the sign-in message link. */
  buyersWebsite: string;
  auth: AuthConfig;
}

let current: RuntimeConfig | undefined;

/**
 * Fetches and caches `config.json` from `url` (default `/config.json`, beside the shell).
 *
 * @throws Error when the file cannot be fetched or is not JSON.
 * @example const config = await loadRuntimeConfig();
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Unable to load ${url}: HTTP ${response.status}`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

/** Sets the runtime configuration directly (tests, standalone remotes). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/**
 * The loaded runtime configuration.
 *
 * @throws Error when called before {@link loadRuntimeConfig} or {@link setRuntimeConfig}.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}
