import { findRoute } from '../routes/routes';
import { SEARCH_AREAS, searchResultPath, searchUnavailableMessage } from './search';

describe('command palette searches', () => {
  it('opens each kind of record on its page, the id URL-encoded', () => {
    expect(searchResultPath({ kind: 'invoice', id: 'INV-202401-T01' })).toBe('/invoices/INV-202401-T01');
    expect(searchResultPath({ kind: 'client', id: 'T01' })).toBe('/clients/T01?tab=0');
    expect(searchResultPath({ kind: 'client-form', id: 'SUB-01001' })).toBe('/client-form/SUB-01001');
    expect(searchResultPath({ kind: 'tenant', id: 'T01' })).toBe('/activity?entity=tenant&targetId=T01');
    expect(searchResultPath({ kind: 'internal-user', id: 'T02/a+b@x.example' })).toBe('/activity?entity=internal-user&targetId=T02%2Fa%2Bb%40x.example');
  });

  it('opens records only on pages of the role whose search found them (or Activity, open to every signed-in user)', () => {
    const ids = { invoice: 'INV-1', client: 'T01', 'client-form': 'SUB-1', tenant: 'T01', 'internal-user': 'T01/a@x.example' } as const;
    const ownRole = { invoice: 'FINANCE', client: 'FINANCE', 'client-form': 'CLIENT_SUCCESS' } as const;
    for (const [kind, id] of Object.entries(ids) as Array<[keyof typeof ids, string]>) {
      const route = findRoute(searchResultPath({ kind, id }).split('?')[0]!);
      if (kind === 'tenant' || kind === 'internal-user') expect(route?.kind).toBe('signed-in');
      else expect(route?.kind === 'protected' && route.role).toBe(ownRole[kind]);
    }
  });

  it('has one area search per role, each open only to that role', () => {
    expect(SEARCH_AREAS.map((area) => [area.role, area.endpoint.access, area.endpoint.method])).toEqual([
      ['PLATFORM_ADMIN', 'PLATFORM_ADMIN', 'GET'],
      ['FINANCE', 'FINANCE', 'GET'],
      ['CLIENT_SUCCESS', 'CLIENT_SUCCESS', 'GET'],
      ['ORG_ADMIN', 'ORG_ADMIN', 'GET'],
    ]);
  });

  it("says '{Area} search is unavailable'", () => {
    expect(searchUnavailableMessage('Billing')).toBe('Billing search is unavailable');
  });
});
