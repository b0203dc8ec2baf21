import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { roleMapFromGroups } from 'shared-kit/contract';
import { setRuntimeConfig, useSessionStore, type Environment, type RuntimeConfig } from 'shared-kit/runtime';
import { DashboardPage } from './dashboard-page';

const TEST_ONLY = ['Buyer Decrypt', 'Pxnr Sync', 'Sync Settings'];
const ALWAYS = [
  'Onboard New Tenant', 'Tenant Config', 'Release Deployment', 'Schema Sync', 'Update Version', 'Decommission Tenant',
  'Reseller Onboarding', 'Update Config', 'Auction Onboarding', 'PO Onboarding', 'Cache Management',
  'Translation Automation', 'Splash Page Config',
];

function renderDashboard({ groups, environment }: { groups: string[]; environment: Environment }) {
  setRuntimeConfig({ environment } as RuntimeConfig);
  useSessionStore.setState({
    user: { username: 'u', email: 'u@px.local', groups, roles: roleMapFromGroups(groups), isSignedIn: true, authorities: [] },
  });
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

function tileTitles(): string[] {
  return within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent ?? '');
}

afterEach(() => useSessionStore.getState().reset());

describe('Dashboard (spec 01 §2)', () => {
  it('shows every platform tool, test-only ones included, outside prod, each linking to its page', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    expect(tileTitles()).toEqual([...ALWAYS.slice(0, 6), ...TEST_ONLY, ...ALWAYS.slice(6)]);
    expect(screen.getByRole('link', { name: 'Onboard New Tenant' })).toHaveAttribute('href', '/new-tenant');
    expect(screen.getByRole('link', { name: 'Decommission Tenant' })).toHaveAttribute('href', '/decommission');
    expect(screen.getByRole('link', { name: 'Splash Page Config' })).toHaveAttribute('href', '/splash-config');
    expect(screen.getByRole('link', { name: 'Buyer Decrypt' })).toHaveAttribute('href', '/buyer-decrypt');
  });

  it('hides the test-only tiles in prod', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'prod' });
    const titles = tileTitles();
    for (const title of TEST_ONLY) expect(titles).not.toContain(title);
    expect(titles).toEqual(ALWAYS);
  });

  it('hides the test-only tiles for an environment it does not know (allow-list, not deny-list)', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'production' as Environment });
    expect(tileTitles()).toEqual(ALWAYS);
  });

  it('keeps the test-only tiles in the test environment', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'test' });
    for (const title of TEST_ONLY) expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });

  it('shows Internal User Management only to members of ORG_ADMIN', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    expect(screen.queryByRole('link', { name: 'Internal User Management' })).not.toBeInTheDocument();
  });

  it('shows Internal User Management to a platform admin who is also in ORG_ADMIN', () => {
    renderDashboard({ groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'], environment: 'local' });
    expect(screen.getByRole('link', { name: 'Internal User Management' })).toHaveAttribute(
      'href',
      '/internal-user-management',
    );
  });

  it('treats a user without groups as a platform admin without ORG_ADMIN', () => {
    renderDashboard({ groups: [], environment: 'local' });
    expect(screen.getByRole('link', { name: 'Onboard New Tenant' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Internal User Management' })).not.toBeInTheDocument();
  });

  it('hides tiles whose role the user lacks', () => {
    renderDashboard({ groups: ['ORG_ADMIN'], environment: 'local' });
    expect(tileTitles()).toEqual(['Internal User Management']);
  });
});
