import { render, screen } from '@testing-library/react';
import { roleMapFromGroups } from 'shared-kit/contract';
import { ErrorBoundary } from '../src/errors/error-boundary';
import { CrashMessage } from '../src/errors/crash-message';
import { LOGIN_MESSAGE_KEY, storeLoginMessage, takeLoginMessage } from '../src/auth/login-message';
import { menuEntries, selectedMenuPath } from '../src/layout/menu-items';
import { userInitials } from '../src/layout/user-initials';

describe('login message', () => {
  beforeEach(() => localStorage.clear());

  it('is taken once', () => {
    storeLoginMessage({ message: 'You logged out successfully!', severity: 'success', messageType: 'toast' });
    expect(takeLoginMessage()).toEqual({ message: 'You logged out successfully!', severity: 'success', messageType: 'toast' });
    expect(takeLoginMessage()).toBeNull();
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem(LOGIN_MESSAGE_KEY, '{not json');
    expect(takeLoginMessage()).toBeNull();
    expect(localStorage.getItem(LOGIN_MESSAGE_KEY)).toBeNull();
  });
});

describe('side menu entries', () => {
  it('lists platform admin entries with Admin Menu on /', () => {
    expect(menuEntries(roleMapFromGroups([])).map((e) => [e.label, e.path])).toEqual([
      ['Admin Menu', '/'],
      ['Onboard New Tenant', '/new-tenant'],
      ['Tenant Config', '/config-tenant'],
    ]);
  });

  it('lists only Internal User Management for an org admin', () => {
    expect(menuEntries(roleMapFromGroups(['ORG_ADMIN'])).map((e) => e.label)).toEqual(['Internal User Management']);
  });

  it.each([
    ['/clients/T01', '/clients'],
    ['/invoices/INV-1', '/invoices'],
    ['/invoice/INV-1', '/invoices'],
    ['/billing-period-orders/INV-1', '/invoices'],
    ['/reports', '/reports'],
  ])('highlights %s under %s', (pathname, selected) => {
    expect(selectedMenuPath(pathname, menuEntries(roleMapFromGroups(['FINANCE'])))).toBe(selected);
  });

  it('highlights Admin Menu on platform pages without their own entry', () => {
    const entries = menuEntries(roleMapFromGroups(['PLATFORM_ADMIN']));
    expect(selectedMenuPath('/dashboard', entries)).toBe('/');
    expect(selectedMenuPath('/config-schema/master/vertical-sync', entries)).toBe('/');
    expect(selectedMenuPath('/new-tenant', entries)).toBe('/new-tenant');
  });
});

describe('userInitials', () => {
  it.each([
    ['finance.user@px.local', 'FU'],
    ['platform.admin@px.local', 'PA'],
    ['finance@px.local', 'FI'],
    ['Jane Doe', 'JD'],
    ['', '?'],
  ])('%s -> %s', (name, initials) => expect(userInitials(name)).toBe(initials));
});

describe('render crash', () => {
  function Boom(): never {
    throw new Error('boom');
  }

  it("shows 'Something went wrong.' and recovers when its reset key changes", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={() => <CrashMessage />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={() => <CrashMessage />}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
