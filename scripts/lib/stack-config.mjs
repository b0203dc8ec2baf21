/**
 * Ports, paths and demo users of the local stack. Everything is derived from one port offset so a
 * second stack (the browser tests') can run beside a developer's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = [
  { name: 'shell', port: 3000 },
  { name: 'mfe-billing', port: 3001 },
  { name: 'mfe-client-success', port: 3002 },
  { name: 'mfe-platform-ops', port: 3003 },
  { name: 'mfe-org-admin', port: 3004 },
];

/** Password of every demo user (meets the new-password rules: docs/sign-in.md#new-password). */
export const DEMO_PASSWORD = 'Demo@12345';
/** Temporary password of the user left in FORCE_CHANGE_PASSWORD. */
export const TEMPORARY_PASSWORD = 'Temp@12345';
/** Fixed verification / reset code printed by the local pool (tests type it). */
export const FIXED_CODE = '123456';

/** Demo users: email, groups, and whether the password is permanent. */
export const DEMO_USERS = [
  { email: 'platform.admin@px.local', groups: ['PLATFORM_ADMIN'], lands: '/dashboard' },
  { email: 'finance@px.local', groups: ['FINANCE'], lands: '/clients' },
  { email: 'client.success@px.local', groups: ['CLIENT_SUCCESS'], lands: '/client-form' },
  { email: 'org.admin@px.local', groups: ['ORG_ADMIN'], lands: '/internal-user-management' },
  { email: 'ops.lead@px.local', groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'], lands: '/dashboard' },
  { email: 'legacy.admin@px.local', groups: [], lands: '/dashboard' },
  { email: 'buyer@px.local', groups: ['STOREFRONT_BUYER'], lands: 'rejected: wrong website' },
  { email: 'new.finance@px.local', groups: ['FINANCE'], lands: 'new-password form, then /clients', temporary: true },
];

export const POOL_NAME = 'px-admin-console';
export const CLIENT_NAME = 'px-admin-console-web';
export const BUYERS_WEBSITE = 'https://buy.px.local';

/**
 * @param {{ offset?: number, dataDir?: string }} [options]
 */
export function stackConfig({ offset = Number(process.env.PORT_OFFSET ?? 0), dataDir } = {}) {
  const data = path.resolve(ROOT, dataDir ?? process.env.PX_DATA_DIR ?? '.data');
  const apps = APPS.map((app) => ({ ...app, port: app.port + offset, url: `http://localhost:${app.port + offset}` }));
  const apiPort = 4000 + offset;
  const cognitoPort = 9229 + offset;
  return {
    offset,
    dataDir: data,
    runDir: path.join(data, 'run'),
    apps,
    shellUrl: apps[0].url,
    apiPort,
    apiUrl: `http://localhost:${apiPort}`,
    cognitoPort,
    cognitoUrl: `http://localhost:${cognitoPort}`,
    pgliteDir: path.join(data, 'pglite'),
    cognitoDir: path.join(data, 'cognito'),
  };
}
