/**
 * The console's route table as data (docs/navigation.md): one entry per path, with
 * the role that may open it, the remote that serves it and, where the route has them, its side-menu
 * entry and dashboard tile. The shell builds its router, side menu and guards from it; the
 * dashboard shows its tiles; each remote exposes one page component per `page` key, checked by tsc
 * ({@link RemotePages}).
 */
import type { ComponentType } from 'react';
import { REMOTE_OF_ROLE, type RemoteName } from './remotes';
import type { Role, RoleMap } from '../roles/roles';
import { ROLES } from '../roles/roles';

/** A side-menu entry of a route (docs/navigation.md#side-menu). */
export interface MenuItem {
  label: string;
  /** Where the entry leads; the route's own path by default ('Admin Menu' leads to /). */
  path?: string;
}

/** A dashboard tile of a route (docs/platform-ops.md#dashboard): title and one-line description. */
export interface DashboardTile {
  title: string;
  description: string;
}

/** A public route: reachable without sign-in. */
export interface PublicRoute {
  kind: 'public';
  /** react-router path pattern. */
  path: string;
  /** Page key; for `owner: 'shell'` the shell renders it, else the remote exposes it. */
  page: string;
  owner: 'shell' | RemoteName;
  /** The page's title: the browser tab's ({@link documentTitle}) and the command palette's entry. */
  title: string;
}

/** A protected route: demands exactly one role (docs/navigation.md). */
export interface ProtectedRoute {
  kind: 'protected';
  path: string;
  page: string;
  /** The page's title: the browser tab's ({@link documentTitle}) and the command palette's entry. */
  title: string;
  role: Role;
  remote: RemoteName;
  /** Test-only tool (docs/platform-ops.md#dashboard): hidden in production environments. */
  testOnly?: boolean;
  /** Its side-menu entry, if it has one. */
  menu?: MenuItem;
  /** Page key of the route whose menu entry is highlighted while this one is open (detail pages). */
  menuSection?: string;
  /** Its dashboard tile, if it has one. */
  tile?: DashboardTile;
}

/**
 * A shell page open to every signed-in console user, whatever their roles (the Activity
 * page, where each user sees the action-log entries of the areas their roles may open). Visitors
 * who are not signed in go to / with the path remembered, as for a protected route.
 */
export interface SignedInRoute {
  kind: 'signed-in';
  path: string;
  /** Page key; the shell renders it. */
  page: string;
  owner: 'shell';
  /** The page's title: the browser tab's ({@link documentTitle}) and the command palette's entry. */
  title: string;
}

/** One entry of the route table. */
export type RouteEntry = PublicRoute | ProtectedRoute | SignedInRoute;

type RouteSpec = Omit<ProtectedRoute, 'kind' | 'role' | 'remote'>;

/** The routes of one role, served by that role's remote; literal types are kept for {@link RemotePages}. */
function withRole<const R extends Role, const Specs extends readonly RouteSpec[]>(
  role: R,
  specs: Specs,
): { [K in keyof Specs]: Specs[K] & { kind: 'protected'; role: R; remote: (typeof REMOTE_OF_ROLE)[R] } } {
  return specs.map((spec) => ({ kind: 'protected', role, remote: REMOTE_OF_ROLE[role], ...spec })) as never;
}

/** Public routes (docs/navigation.md). `/register` is the reseller invitation page (docs/resellers.md). */
const PUBLIC_TABLE = [
  { kind: 'public', path: '/', page: 'sign-in', owner: 'shell', title: 'Sign In' },
  { kind: 'public', path: '/reset-password', page: 'reset-password', owner: 'shell', title: 'Reset Password' },
  { kind: 'public', path: '/register', page: 'reseller-invitation', owner: 'mfe-platform-ops', title: 'Reseller Invitation' },
  { kind: 'public', path: '/new-client', page: 'new-client', owner: 'mfe-client-success', title: 'New Client Account Details' },
] as const satisfies readonly PublicRoute[];

const schemaSync = <const S extends 'master' | 'slave'>(schema: S, name: string) =>
  [
    { path: `/config-schema/${schema}`, page: `config-schema-${schema}`, title: `${name} Schema Sync` },
    { path: `/config-schema/${schema}/manual-upload`, page: `config-schema-${schema}-manual-upload`, title: `${name} Manual Upload` },
    { path: `/config-schema/${schema}/horizontal-sync`, page: `config-schema-${schema}-horizontal-sync`, title: `${name} Horizontal Sync` },
    { path: `/config-schema/${schema}/vertical-sync`, page: `config-schema-${schema}-vertical-sync`, title: `${name} Vertical Sync` },
  ] as const;

/**
 * Every protected route, each with exactly one role (docs/navigation.md, docs/api.md#roles-and-tokens). Menu entries appear
 * in table order within each role; dashboard tiles in table order (docs/platform-ops.md#dashboard).
 */
const PROTECTED_TABLE = [
  ...withRole('PLATFORM_ADMIN', [
    { path: '/dashboard', page: 'dashboard', title: 'Dashboard', menu: { label: 'Admin Menu', path: '/' } },
    {
      path: '/new-tenant',
      title: 'Onboard New Tenant',
      page: 'new-tenant',
      menu: { label: 'Onboard New Tenant' },
      tile: { title: 'Onboard New Tenant', description: 'Create a tenant with the five-step onboarding wizard.' },
    },
    {
      path: '/config-tenant',
      title: 'Tenant Config',
      page: 'config-tenant',
      menu: { label: 'Tenant Config' },
      tile: { title: 'Tenant Config', description: 'Download or upload a tenant’s settings spreadsheet.' },
    },
    {
      path: '/config-deployment',
      title: 'Release Deployment',
      page: 'config-deployment',
      tile: { title: 'Release Deployment', description: 'Promote a version from test to release to prod.' },
    },
    { path: '/config-deployment/version-to-release', page: 'version-to-release', title: 'Version to Release' },
    { path: '/config-deployment/test-to-version', page: 'test-to-version', title: 'Test to Version' },
    { path: '/config-deployment/release-to-prod', page: 'release-to-prod', title: 'Release to Prod' },
    {
      path: '/config-schema',
      title: 'Schema Sync',
      page: 'config-schema',
      tile: { title: 'Schema Sync', description: 'Upload queries and sync schemas across tenants or environments.' },
    },
    ...schemaSync('master', 'Master'),
    ...schemaSync('slave', 'Slave'),
    {
      path: '/update-version',
      title: 'Update Version',
      page: 'update-version',
      tile: { title: 'Update Version', description: 'Update the app version and a tenant’s config version.' },
    },
    { path: '/decommission', page: 'decommission', title: 'Decommission Tenant', tile: { title: 'Decommission Tenant', description: 'Remove a tenant’s selected resources.' } },
    {
      path: '/buyer-decrypt',
      title: 'Buyer Decrypt',
      page: 'buyer-decrypt',
      testOnly: true,
      tile: { title: 'Buyer Decrypt', description: 'Decrypt an encrypted buyer name of a tenant.' },
    },
    {
      path: '/pxnr-sync',
      title: 'Pxnr Sync',
      page: 'pxnr-sync',
      testOnly: true,
      tile: { title: 'Pxnr Sync', description: 'Sync a reseller from a source tenant to a destination tenant.' },
    },
    {
      path: '/sync-settings',
      title: 'Sync Settings',
      page: 'sync-settings',
      testOnly: true,
      tile: { title: 'Sync Settings', description: 'Copy settings between tenants and environments.' },
    },
    { path: '/reseller-onboarding', page: 'reseller-onboarding', title: 'Reseller Onboarding', tile: { title: 'Reseller Onboarding', description: 'Onboard a reseller onto a tenant.' } },
    {
      path: '/update-config',
      title: 'Update Config',
      page: 'update-config',
      tile: { title: 'Update Config', description: 'Edit a tenant’s general, CSS and image configuration.' },
    },
    { path: '/auction-onboarding', page: 'auction-onboarding', title: 'Auction Onboarding', tile: { title: 'Auction Onboarding', description: 'Enable auctions for a tenant.' } },
    { path: '/po-onboarding', page: 'po-onboarding', title: 'PO Onboarding', tile: { title: 'PO Onboarding', description: 'Enable purchase orders for a tenant.' } },
    {
      path: '/cache-management',
      title: 'Cache Management',
      page: 'cache-management',
      tile: { title: 'Cache Management', description: 'Evict or reload a tenant’s Redis cache entries.' },
    },
    {
      path: '/translation-automation',
      title: 'Translation Automation',
      page: 'translation-automation',
      tile: { title: 'Translation Automation', description: 'Sync i18n keys and translate tenants’ languages.' },
    },
    {
      path: '/splash-config',
      title: 'Splash Page Config',
      page: 'splash-config',
      tile: { title: 'Splash Page Config', description: 'Add or remove the splash page of a tenant’s sites.' },
    },
  ]),
  ...withRole('FINANCE', [
    { path: '/clients', page: 'clients', title: 'Clients', menu: { label: 'Clients' } },
    { path: '/clients/:id', page: 'client-details', title: 'Client Details' },
    { path: '/invoices', page: 'invoices', title: 'Invoices', menu: { label: 'Invoices' } },
    // Both readings of the invoice-details path exist (docs/billing.md#clients-and-invoices-grids): serve both.
    { path: '/invoices/:invoiceNumber', page: 'invoice-details', title: 'Invoice Details', menuSection: 'invoices' },
    { path: '/invoice/:invoiceNumber', page: 'invoice-details', title: 'Invoice Details', menuSection: 'invoices' },
    { path: '/billing-period-orders/:invoiceNumber', page: 'billing-period-orders', title: 'Billing Period Orders', menuSection: 'invoices' },
    { path: '/reports', page: 'reports', title: 'Reports', menu: { label: 'Reports' } },
  ]),
  ...withRole('CLIENT_SUCCESS', [
    { path: '/client-form', page: 'client-forms', title: 'Client Forms', menu: { label: 'Client Forms' } },
    { path: '/client-form/:id', page: 'client-form', title: 'Client Form' },
  ]),
  ...withRole('ORG_ADMIN', [
    {
      path: '/internal-user-management',
      title: 'Internal User Management',
      page: 'internal-user-management',
      menu: { label: 'Internal User Management' },
      tile: { title: 'Internal User Management', description: 'Search and offboard internal users.' },
    },
  ]),
] as const;

/** Shell pages of every signed-in console user. */
const SIGNED_IN_TABLE = [{ kind: 'signed-in', path: '/activity', page: 'activity', owner: 'shell', title: 'Activity' }] as const satisfies readonly SignedInRoute[];

/** Public routes (docs/navigation.md). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = PUBLIC_TABLE;
/** Shell pages open to every signed-in console user, whatever their roles (Activity). */
export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = SIGNED_IN_TABLE;
/** Every protected route, each with exactly one role (docs/navigation.md, docs/api.md#roles-and-tokens). */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = PROTECTED_TABLE;
/** The whole route table. */
export const ROUTE_TABLE: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...SIGNED_IN_ROUTES];

type TableEntry = (typeof PUBLIC_TABLE)[number] | (typeof PROTECTED_TABLE)[number];
type EntryOf<R extends RemoteName> = Extract<TableEntry, { remote: R } | { owner: R }>;

/**
 * The page keys the route table gives remote `R`.
 *
 * @example type BillingPage = PageKey<'mfe-billing'>; // 'clients' | 'client-details' | 'invoices' | ...
 */
export type PageKey<R extends RemoteName> = EntryOf<R>['page'];

/**
 * The pages a remote exposes, keyed by the route table's page keys: every page the table gives the
 * remote is required, so a page the table names but the remote lacks, or a key the table does not
 * give the remote, fails tsc instead of the browser.
 *
 * @example export const pages: RemotePages<'mfe-org-admin'> = { 'internal-user-management': InternalUserManagementPage };
 */
export type RemotePages<R extends RemoteName> = { readonly [K in PageKey<R>]: ComponentType };

/** Where each role lands after sign-in, in priority order (docs/navigation.md#landing-pages). */
export const LANDING_BY_ROLE: Record<Role, string> = {
  PLATFORM_ADMIN: '/dashboard',
  FINANCE: '/clients',
  CLIENT_SUCCESS: '/client-form',
  // /dashboard demands PLATFORM_ADMIN, so an org admin sent there would bounce straight back: it
  // lands on its only screen (docs/navigation.md#landing-pages).
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
 * Where a user goes after sign-in (docs/navigation.md#landing-pages): the remembered path if it is a
 * protected route of a role the user holds or a page of every signed-in user ({@link
 * SIGNED_IN_ROUTES}), else the landing page of the user's first role.
 *
 * @example landingPath({ ...none, FINANCE: true }, '/invoices?x=1') // '/invoices?x=1'
 */
export function landingPath(roles: RoleMap, rememberedPath?: string | null): string {
  if (rememberedPath) {
    const route = findRoute(rememberedPath);
    if ((route?.kind === 'protected' && roles[route.role]) || route?.kind === 'signed-in') return rememberedPath;
  }
  const first = ROLES.find((role) => roles[role]);
  return first ? LANDING_BY_ROLE[first] : LANDING_BY_ROLE.PLATFORM_ADMIN;
}

/** Whether a role map may open a protected route. */
export function canOpen(route: ProtectedRoute, roles: RoleMap): boolean {
  return roles[route.role];
}

/** A side-menu entry: its label, where it leads and the role of its route. */
export interface MenuEntry {
  label: string;
  path: string;
  role: Role;
  /** Page key of the route it belongs to. */
  page: string;
}

/**
 * The side-menu entries of the roles a user holds (docs/navigation.md#side-menu), in role order, then
 * table order: 'Admin Menu' (which opens / and so the dashboard), Onboard New Tenant and Tenant
 * Config for a platform admin; Clients, Invoices and Reports for finance; Client Forms; Internal
 * User Management.
 *
 * @example menuEntries(roleMapFromGroups(['FINANCE'])).map((e) => e.label) // ['Clients', 'Invoices', 'Reports']
 */
export function menuEntries(roles: RoleMap): MenuEntry[] {
  return ROLES.filter((role) => roles[role]).flatMap((role) =>
    PROTECTED_ROUTES.filter((route) => route.role === role && route.menu).map((route) => ({
      label: route.menu!.label,
      path: route.menu!.path ?? route.path,
      role,
      page: route.page,
    })),
  );
}

/**
 * The path of the side-menu entry to highlight for `pathname` (docs/navigation.md#side-menu): the entry it is at or
 * under; else the entry of its route's `menuSection`; else its role's first entry ('Admin Menu' on
 * the platform pages without their own entry); `undefined` outside the table.
 *
 * @example selectedMenuPath('/invoice/INV-1', menuEntries(finance)) // '/invoices'
 */
export function selectedMenuPath(pathname: string, entries: readonly MenuEntry[]): string | undefined {
  const own = entries
    .filter((entry) => entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (own) return own.path;
  const route = findRoute(pathname);
  if (route?.kind !== 'protected') return undefined;
  const section = route.menuSection && PROTECTED_ROUTES.find((candidate) => candidate.page === route.menuSection && candidate.menu);
  if (section) return section.menu!.path ?? section.path;
  return entries.find((entry) => entry.role === route.role)?.path;
}

/** A dashboard tile with the route it opens. */
export interface VisibleTile extends DashboardTile {
  route: ProtectedRoute;
}

/**
 * The dashboard tiles a user sees (docs/platform-ops.md#dashboard), in table order: a tile shows only when
 * the user holds the role of its route (so Internal User Management needs ORG_ADMIN), and a
 * test-only tool's tile only when `testTools` (the local and test environments).
 *
 * @example dashboardTiles(roleMapFromGroups(['PLATFORM_ADMIN']), { testTools: false }).map((t) => t.title)
 */
export function dashboardTiles(roles: RoleMap | undefined, options: { testTools: boolean }): VisibleTile[] {
  return PROTECTED_ROUTES.flatMap((route) => {
    if (!route.tile || !roles?.[route.role]) return [];
    if (route.testOnly && !options.testTools) return [];
    return [{ ...route.tile, route }];
  });
}

/** The console's name, in the top bar and after every page title in the browser tab. */
export const CONSOLE_NAME = 'Admin Console';

/** Title of the page shown for a path outside the route table. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The browser tab's title of a page: '{Page title} · Admin Console' ("a document title per
 * page").
 *
 * @example documentTitle('Invoices') // 'Invoices · Admin Console'
 */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${CONSOLE_NAME}`;
}

/**
 * The title of the page at `pathname` (search and hash ignored): its route-table entry's, or
 * {@link NOT_FOUND_TITLE} outside the table.
 *
 * @example pageTitle('/invoice/INV-1') // 'Invoice Details'
 */
export function pageTitle(pathname: string): string {
  return findRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}

/** A page the command palette offers: its title, path and, for a protected page, its role. */
export interface PaletteEntry {
  title: string;
  path: string;
  role?: Role;
}

/**
 * The pages a signed-in user with `roles` may open from the command palette, from the
 * route table alone (so no remote the user may not load is ever asked): every protected page
 * without path parameters of a role they hold (test-only tools only when `testTools`), in role then
 * table order, then the pages of every signed-in user (Activity).
 *
 * @example paletteEntries(roleMapFromGroups(['FINANCE']), { testTools: false }).map((e) => e.title) // ['Clients', 'Invoices', 'Reports', 'Activity']
 */
export function paletteEntries(roles: RoleMap, options: { testTools: boolean }): PaletteEntry[] {
  const own = ROLES.filter((role) => roles[role]).flatMap((role) =>
    PROTECTED_ROUTES.filter((route) => route.role === role && !route.path.includes(':') && (!route.testOnly || options.testTools)).map(
      (route): PaletteEntry => ({ title: route.title, path: route.path, role }),
    ),
  );
  return [...own, ...SIGNED_IN_ROUTES.map((route): PaletteEntry => ({ title: route.title, path: route.path }))];
}
