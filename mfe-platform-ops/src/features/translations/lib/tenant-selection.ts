import { isEnglishLocale, tenantLanguageValue, type SelectedTenant, type TenantLanguage } from 'shared-kit/contract/platform-ops';

/**
 * The selection after the tenant languages (re)load (non-English ones preselected):
 * the current selection, less values that no longer exist, plus every non-English tenant language
 * not seen before (`known`: the values of the previous load; none on the first load).
 */
export function refreshTenantSelection(selection: readonly string[], known: ReadonlySet<string>, tenants: readonly TenantLanguage[]): string[] {
  const values = new Set(tenants.map(tenantLanguageValue));
  const added = tenants.filter((tenant) => !known.has(tenantLanguageValue(tenant)) && !isEnglishLocale(tenant)).map(tenantLanguageValue);
  return [...new Set([...selection.filter((value) => values.has(value)), ...added])];
}

/** The selection once English locales are hidden again (excluded by default): English ones dropped. */
export function withoutEnglish(selection: readonly string[], tenants: readonly TenantLanguage[]): string[] {
  const english = new Set(tenants.filter(isEnglishLocale).map(tenantLanguageValue));
  return selection.filter((value) => !english.has(value));
}

/** The body's selectedTenants of multi-select values `tenantId|locale`. */
export function selectedTenantsOf(selection: readonly string[]): SelectedTenant[] {
  return selection.map((value) => {
    const at = value.indexOf('|');
    return { tenantId: value.slice(0, at), locale: value.slice(at + 1) };
  });
}
