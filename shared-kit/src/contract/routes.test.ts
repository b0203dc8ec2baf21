import { findRoute, landingPath, PROTECTED_ROUTES } from './routes';
import { roleMapFromGroups } from './roles';

describe('route table', () => {
  it('gives every protected route exactly one role', () => {
    for (const route of PROTECTED_ROUTES) expect(typeof route.role).toBe('string');
  });
  it('serves invoice details at both /invoice/{n} and /invoices/{n}', () => {
    expect(findRoute('/invoice/INV-1')?.page).toBe('invoice-details');
    expect(findRoute('/invoices/INV-1')?.page).toBe('invoice-details');
    expect(findRoute('/invoices')?.page).toBe('invoices');
  });
  it('lands each role where spec 01 §2 says, remembered path first', () => {
    expect(landingPath(roleMapFromGroups([]))).toBe('/dashboard');
    expect(landingPath(roleMapFromGroups(['FINANCE']))).toBe('/clients');
    expect(landingPath(roleMapFromGroups(['CLIENT_SUCCESS']))).toBe('/client-form');
    expect(landingPath(roleMapFromGroups(['ORG_ADMIN']))).toBe('/internal-user-management');
    expect(landingPath(roleMapFromGroups(['FINANCE']), '/invoices?search=x')).toBe('/invoices?search=x');
    expect(landingPath(roleMapFromGroups(['FINANCE']), '/dashboard')).toBe('/clients');
  });
});
