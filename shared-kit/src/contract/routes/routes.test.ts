import { REMOTE_AREAS } from './remotes';
import { dashboardTiles, documentTitle, findRoute, pageTitle, paletteEntries, ROUTE_TABLE, landingPath, menuEntries, PROTECTED_ROUTES, selectedMenuPath, type RemotePages } from './routes';
import { roleMapFromGroups } from '../roles/roles';

describe('route table', () => {
  it('gives every protected route exactly one role', () => {
    for (const route of PROTECTED_ROUTES) expect(typeof route.role).toBe('string');
  });
  it('serves invoice details at both /invoice/{n} and /invoices/{n}', () => {
    expect(findRoute('/invoice/INV-1')?.page).toBe('invoice-details');
    expect(findRoute('/invoices/INV-1')?.page).toBe('invoice-details');
    expect(findRoute('/invoices')?.page).toBe('invoices');
  });
  it('lands each role on its landing page, remembered path first', () => {
    expect(landingPath(roleMapFromGroups([]))).toBe('/dashboard');
    expect(landingPath(roleMapFromGroups(['FINANCE']))).toBe('/clients');
    expect(landingPath(roleMapFromGroups(['CLIENT_SUCCESS']))).toBe('/client-form');
    expect(landingPath(roleMapFromGroups(['ORG_ADMIN']))).toBe('/internal-user-management');
    expect(landingPath(roleMapFromGroups(['FINANCE']), '/invoices?search=x')).toBe('/invoices?search=x');
    expect(landingPath(roleMapFromGroups(['FINANCE']), '/dashboard')).toBe('/clients');
  });
  it('opens /activity, a shell page of every signed-in user, to each role, remembered path included', () => {
    expect(findRoute('/activity')).toEqual({ kind: 'signed-in', path: '/activity', page: 'activity', owner: 'shell', title: 'Activity' });
    for (const groups of [[], ['FINANCE'], ['CLIENT_SUCCESS'], ['ORG_ADMIN']]) {
      expect(landingPath(roleMapFromGroups(groups), '/activity?entity=invoice')).toBe('/activity?entity=invoice');
    }
    expect(menuEntries(roleMapFromGroups(['FINANCE'])).some((entry) => entry.path === '/activity')).toBe(false);
    expect(selectedMenuPath('/activity', menuEntries(roleMapFromGroups(['FINANCE'])))).toBeUndefined();
  });
});

describe('route entries carry their menu entry and dashboard tile', () => {
  it('gives each role its side menu, in role order then table order', () => {
    const entries = (groups: string[]) => menuEntries(roleMapFromGroups(groups)).map((entry) => [entry.label, entry.path]);
    expect(entries([])).toEqual([
      ['Admin Menu', '/'],
      ['Onboard New Tenant', '/new-tenant'],
      ['Tenant Config', '/config-tenant'],
    ]);
    expect(entries(['FINANCE'])).toEqual([
      ['Clients', '/clients'],
      ['Invoices', '/invoices'],
      ['Reports', '/reports'],
    ]);
    expect(entries(['CLIENT_SUCCESS', 'ORG_ADMIN'])).toEqual([
      ['Client Forms', '/client-form'],
      ['Internal User Management', '/internal-user-management'],
    ]);
  });

  it.each([
    ['/invoice/INV-1', ['FINANCE'], '/invoices'],
    ['/billing-period-orders/INV-1', ['FINANCE'], '/invoices'],
    ['/clients/T01', ['FINANCE'], '/clients'],
    ['/client-form/S-1', ['CLIENT_SUCCESS'], '/client-form'],
    ['/config-deployment/release-to-prod', [], '/'],
    ['/new-tenant', [], '/new-tenant'],
    ['/nowhere', ['FINANCE'], undefined],
  ])('highlights %s under its menu entry', (pathname, groups, selected) => {
    expect(selectedMenuPath(pathname, menuEntries(roleMapFromGroups(groups)))).toBe(selected);
  });

  it('lists the dashboard tiles in the route table order, test-only tools only when asked', () => {
    const platformAdmin = roleMapFromGroups(['PLATFORM_ADMIN', 'ORG_ADMIN']);
    expect(dashboardTiles(platformAdmin, { testTools: true }).map((tile) => [tile.title, tile.route.path])).toEqual([
      ['Onboard New Tenant', '/new-tenant'],
      ['Tenant Config', '/config-tenant'],
      ['Release Deployment', '/config-deployment'],
      ['Schema Sync', '/config-schema'],
      ['Update Version', '/update-version'],
      ['Decommission Tenant', '/decommission'],
      ['Buyer Decrypt', '/buyer-decrypt'],
      ['Pxnr Sync', '/pxnr-sync'],
      ['Sync Settings', '/sync-settings'],
      ['Reseller Onboarding', '/reseller-onboarding'],
      ['Update Config', '/update-config'],
      ['Auction Onboarding', '/auction-onboarding'],
      ['PO Onboarding', '/po-onboarding'],
      ['Cache Management', '/cache-management'],
      ['Translation Automation', '/translation-automation'],
      ['Splash Page Config', '/splash-config'],
      ['Internal User Management', '/internal-user-management'],
    ]);
    const withoutTestTools = dashboardTiles(platformAdmin, { testTools: false }).map((tile) => tile.title);
    expect(withoutTestTools).toHaveLength(14);
    for (const title of ['Buyer Decrypt', 'Pxnr Sync', 'Sync Settings']) expect(withoutTestTools).not.toContain(title);
    expect(dashboardTiles(roleMapFromGroups(['ORG_ADMIN']), { testTools: true }).map((tile) => tile.title)).toEqual(['Internal User Management']);
    expect(dashboardTiles(undefined, { testTools: true })).toEqual([]);
  });

  it("names each remote's area", () => {
    expect(REMOTE_AREAS['mfe-billing']).toBe('Billing');
    expect(REMOTE_AREAS['mfe-org-admin']).toBe('Internal user management');
  });

  it('checks a remote\'s pages against the table at compile time (tsc)', () => {
    const Page = () => null;
    // @ts-expect-error a built page of the remote is missing
    const missing: RemotePages<'mfe-org-admin'> = {};
    // @ts-expect-error a key the table gives another remote
    const foreign: RemotePages<'mfe-org-admin'> = { 'internal-user-management': Page, clients: Page };
    expect([missing, foreign].map((pages) => Object.keys(pages).length)).toEqual([0, 2]);
  });
});

describe("page titles and the command palette's pages", () => {
  it("titles every page '{Page title} · Admin Console', detail pages and sign-in included", () => {
    expect(documentTitle(pageTitle('/'))).toBe('Sign In · Admin Console');
    expect(documentTitle(pageTitle('/invoices'))).toBe('Invoices · Admin Console');
    expect(pageTitle('/invoice/INV-1')).toBe('Invoice Details');
    expect(pageTitle('/clients/T01?tab=2')).toBe('Client Details');
    expect(pageTitle('/config-schema/slave/vertical-sync')).toBe('Slave Vertical Sync');
    expect(pageTitle('/nowhere')).toBe('Page not found');
  });

  it('gives every route a title of its own, the same for both readings of invoice details', () => {
    const titles = new Map<string, string>();
    for (const route of ROUTE_TABLE) {
      expect(route.title.trim()).not.toBe('');
      const owner = titles.get(route.title);
      if (owner) expect([route.title, route.page]).toEqual([route.title, owner]);
      titles.set(route.title, route.page);
    }
  });

  it('offers only the pages the roles may open, without path parameters, test-only tools only where they exist', () => {
    const titles = (groups: string[], testTools = false) => paletteEntries(roleMapFromGroups(groups), { testTools }).map((entry) => [entry.title, entry.path]);
    expect(titles(['FINANCE'])).toEqual([
      ['Clients', '/clients'],
      ['Invoices', '/invoices'],
      ['Reports', '/reports'],
      ['Activity', '/activity'],
    ]);
    expect(titles(['CLIENT_SUCCESS', 'ORG_ADMIN'])).toEqual([
      ['Client Forms', '/client-form'],
      ['Internal User Management', '/internal-user-management'],
      ['Activity', '/activity'],
    ]);
    const admin = titles(['PLATFORM_ADMIN']).map(([title]) => title);
    // 25 platform pages without parameters (28 less the three test-only tools), then Activity.
    expect(admin).toHaveLength(26);
    expect(admin).not.toContain('Buyer Decrypt');
    expect(admin).not.toContain('Clients');
    expect(titles(['PLATFORM_ADMIN'], true)).toContainEqual(['Buyer Decrypt', '/buyer-decrypt']);
  });
});
