import { findRoute, ROLES, type Role, type RoleMap } from 'shared-kit/contract';

/** One entry of the side menu. */
export interface MenuEntry {
  label: string;
  path: string;
  role: Role;
}

/**
 * Side-menu entries per role (spec 01 §2 "Side menu"); 'Admin Menu' opens / which sends a platform
 * admin to the dashboard. Org admins get their one screen.
 */
export const MENU_BY_ROLE: Record<Role, readonly MenuEntry[]> = {
  PLATFORM_ADMIN: [
    { label: 'Admin Menu', path: '/', role: 'PLATFORM_ADMIN' },
    { label: 'Onboard New Tenant', path: '/new-tenant', role: 'PLATFORM_ADMIN' },
    { label: 'Tenant Config', path: '/config-tenant', role: 'PLATFORM_ADMIN' },
  ],
  FINANCE: [
    { label: 'Clients', path: '/clients', role: 'FINANCE' },
    { label: 'Invoices', path: '/invoices', role: 'FINANCE' },
    { label: 'Reports', path: '/reports', role: 'FINANCE' },
  ],
  CLIENT_SUCCESS: [{ label: 'Client Forms', path: '/client-form', role: 'CLIENT_SUCCESS' }],
  ORG_ADMIN: [{ label: 'Internal User Management', path: '/internal-user-management', role: 'ORG_ADMIN' }],
};

/** The entries of every role the user holds, in role order. */
export function menuEntries(roles: RoleMap): MenuEntry[] {
  return ROLES.filter((role) => roles[role]).flatMap((role) => MENU_BY_ROLE[role]);
}

const FINANCE_INVOICE_PAGES = ['/invoice/', '/billing-period-orders/'];

/** The menu entry to highlight for `pathname`: its own entry, its section's, or Admin Menu. */
export function selectedMenuPath(pathname: string, entries: readonly MenuEntry[]): string | undefined {
  const own = entries
    .filter((entry) => entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (own) return own.path;
  if (FINANCE_INVOICE_PAGES.some((prefix) => pathname.startsWith(prefix))) return '/invoices';
  const route = findRoute(pathname);
  if (route?.kind === 'protected' && route.role === 'PLATFORM_ADMIN') return '/';
  return undefined;
}
