/**
 * The console's route table as data (spec 01 §2 "Route table", spec 02 §2). The shell builds its
 * router from it; remotes expose one page component per `page` key.
 */
import type { RemoteName } from './remotes';
import { REMOTE_OF_ROLE } from './remotes';
import type { Role, RoleMap } from './roles';
import { ROLES } from './roles';

/** A public route: reachable without sign-in. */
export interface PublicRoute {
  kind: 'public';
  /** react-router path pattern. */
  path: string;
  /** Page key; for `owner: 'shell'` the shell renders it, else the remote exposes it. */
  page: string;
  owner: 'shell' | RemoteName;
}

/** A protected route: demands exactly one role (spec 01 §2). */
export interface ProtectedRoute {
  kind: 'protected';
  path: string;
  page: string;
  role: Role;
  remote: RemoteName;
  /** Test-only tool (spec 01 §2 "Dashboard"): hidden in production environments. */
  testOnly?: boolean;
}

/** One entry of the route table. */
export type RouteEntry = PublicRoute | ProtectedRoute;

function protectedRoutes(role: Role, entries: Array<[path: string, page: string, testOnly?: boolean]>): ProtectedRoute[] {
  return entries.map(([path, page, testOnly]) => ({
    kind: 'protected',
    path,
    page,
    role,
    remote: REMOTE_OF_ROLE[role],
    ...(testOnly ? { testOnly } : {}),
  }));
}

const SCHEMA_OPERATIONS = ['manual-upload', 'horizontal-sync', 'vertical-sync'] as const;

/** Public routes (spec 01 §2). `/register` is the reseller invitation page (spec 02 §2.11). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { kind: 'public', path: '/', page: 'sign-in', owner: 'shell' },
  { kind: 'public', path: '/reset-password', page: 'reset-password', owner: 'shell' },
  { kind: 'public', path: '/register', page: 'reseller-invitation', owner: 'mfe-platform-ops' },
  { kind: 'public', path: '/new-client', page: 'new-client', owner: 'mfe-client-success' },
];

/** Every protected route, each with exactly one role (spec 01 §2, spec 02 §6). */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  ...protectedRoutes('PLATFORM_ADMIN', [
    ['/dashboard', 'dashboard'],
    ['/config-tenant', 'config-tenant'],
    ['/new-tenant', 'new-tenant'],
    ['/config-deployment', 'config-deployment'],
    ['/config-deployment/version-to-release', 'version-to-release'],
    ['/config-deployment/test-to-version', 'test-to-version'],
    ['/config-deployment/release-to-prod', 'release-to-prod'],
    ['/config-schema', 'config-schema'],
    ...(['master', 'slave'] as const).flatMap((schema): Array<[string, string]> => [
      [`/config-schema/${schema}`, `config-schema-${schema}`],
      ...SCHEMA_OPERATIONS.map((op): [string, string] => [`/config-schema/${schema}/${op}`, `config-schema-${schema}-${op}`]),
    ]),
    ['/update-version', 'update-version'],
    ['/buyer-decrypt', 'buyer-decrypt', true],
    ['/decommission', 'decommission'],
    ['/reseller-onboarding', 'reseller-onboarding'],
    ['/sync-settings', 'sync-settings', true],
    ['/update-config', 'update-config'],
    ['/pxnr-sync', 'pxnr-sync', true],
    ['/auction-onboarding', 'auction-onboarding'],
    ['/po-onboarding', 'po-onboarding'],
    ['/cache-management', 'cache-management'],
    ['/translation-automation', 'translation-automation'],
    ['/splash-config', 'splash-config'],
  ]),
  ...protectedRoutes('FINANCE', [
    ['/clients', 'clients'],
    ['/clients/:id', 'client-details'],
    ['/invoices', 'invoices'],
    // Both readings of the invoice-details path exist (spec 02 §2.4): serve both.
    ['/invoices/:invoiceNumber', 'invoice-details'],
    ['/invoice/:invoiceNumber', 'invoice-details'],
    ['/billing-period-orders/:invoiceNumber', 'billing-period-orders'],
    ['/reports', 'reports'],
  ]),
  ...protectedRoutes('CLIENT_SUCCESS', [
    ['/client-form', 'client-forms'],
    ['/client-form/:id', 'client-form'],
  ]),
  ...protectedRoutes('ORG_ADMIN', [['/internal-user-management', 'internal-user-management']]),
];

/** The whole route table. */
export const ROUTE_TABLE: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES];

/** Where each role lands after sign-in, in priority order (spec 01 §2 "Behaviour"). */
export const LANDING_BY_ROLE: Record<Role, string> = {
  PLATFORM_ADMIN: '/dashboard',
  FINANCE: '/clients',
  CLIENT_SUCCESS: '/client-form',
  // The spec sends "others" to /dashboard, which demands PLATFORM_ADMIN; an org admin would bounce
  // straight back. The issue tracker settles it: ORG_ADMIN lands on its only screen.
  ORG_ADMIN: '/internal-user-management',
};

/** Matches a concrete pathname against a react-router style pattern with `:param` segments. */
export function matchPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

/**
 * The route-table entry a pathname belongs to, or `undefined`. Static segments win over params.
 *
 * @example findRoute('/clients/T01')?.page // 'client-details'
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const matches = ROUTE_TABLE.filter((route) => matchPattern(route.path, pathname));
  return matches.sort((x, y) => paramCount(x.path) - paramCount(y.path))[0];
}

function paramCount(pattern: string): number {
  return pattern.split('/').filter((s) => s.startsWith(':')).length;
}

/**
 * Where a user goes after sign-in (spec 01 §2 "Behaviour"): the remembered path if it is a
 * protected route of a role the user holds, else the landing page of the user's first role.
 *
 * @example landingPath({ ...none, FINANCE: true }, '/invoices?x=1') // '/invoices?x=1'
 */
export function landingPath(roles: RoleMap, rememberedPath?: string | null): string {
  if (rememberedPath) {
    const route = findRoute(rememberedPath);
    if (route?.kind === 'protected' && roles[route.role]) return rememberedPath;
  }
  const first = ROLES.find((role) => roles[role]);
  return first ? LANDING_BY_ROLE[first] : LANDING_BY_ROLE.PLATFORM_ADMIN;
}

/** Whether a role map may open a protected route. */
export function canOpen(route: ProtectedRoute, roles: RoleMap): boolean {
  return roles[route.role];
}
