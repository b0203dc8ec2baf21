import { refreshTenantSelection, selectedTenantsOf, withoutEnglish } from './tenant-selection';

const tenant = (tenantId: string, language: string, locale: string) => ({ tenantId, language, locale, isNew: false });
const TENANTS = [tenant('T01', 'en', 'en-US'), tenant('T02', 'es', 'es-MX'), tenant('T03', 'de', 'de-DE'), tenant('T05', 'en', 'en-GB')];

describe('the tenant selection (non-English preselected, English excluded by default)', () => {
  it('preselects the non-English tenant languages on the first load', () => {
    expect(refreshTenantSelection([], new Set(), TENANTS)).toEqual(['T02|es-MX', 'T03|de-DE']);
  });

  it('keeps what the user chose on a reload, adds new non-English ones and drops vanished ones', () => {
    const known = new Set(['T01|en-US', 'T02|es-MX', 'T03|de-DE', 'T05|en-GB', 'T09|it-IT']);
    const after = [...TENANTS, tenant('T06', 'pt', 'pt-BR'), tenant('T10', 'en', 'en-US')];
    expect(refreshTenantSelection(['T02|es-MX', 'T01|en-US', 'T09|it-IT'], known, after)).toEqual(['T02|es-MX', 'T01|en-US', 'T06|pt-BR']);
  });

  it('drops English ones when English locales are hidden again', () => {
    expect(withoutEnglish(['T01|en-US', 'T02|es-MX', 'T05|en-GB'], TENANTS)).toEqual(['T02|es-MX']);
  });

  it('sends tenantId and locale of each value', () => {
    expect(selectedTenantsOf(['T02|es-MX', 'T08|eo'])).toEqual([{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T08', locale: 'eo' }]);
  });
});
