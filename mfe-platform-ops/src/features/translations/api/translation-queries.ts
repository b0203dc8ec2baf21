import { TRANSLATION_MESSAGES, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * The page's data (docs/platform-ops.md#translation-automation-the-screen): repositories, tenant languages and the sheet info; a
 * failure shows the server's message, else 'Something went wrong, Unable to fetch data' (docs/platform-ops.md#messages-when-a-call-fails).
 */
export function useTranslationPageData() {
  const options = { errorToast: TRANSLATION_MESSAGES.fetchFailed };
  return {
    repositories: useEndpointQuery(PLATFORM_OPS_ENDPOINTS.translationRepositories, undefined, options),
    tenants: useEndpointQuery(PLATFORM_OPS_ENDPOINTS.translationTenantLanguages, undefined, options),
    sheet: useEndpointQuery(PLATFORM_OPS_ENDPOINTS.translationSheetInfo, undefined, options),
  };
}

/** The sheet's values for the i18n-keys download; failures as the page load's. */
export function useSheetValues() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.translationSheetValues, { errorToast: TRANSLATION_MESSAGES.fetchFailed });
}

/** SYNC TENANTS FROM DB; the tenant languages reload afterwards. Failures as the page load's. */
export function useSyncTenants() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.syncTranslationTenants, { invalidates: [PLATFORM_OPS_ENDPOINTS.translationTenantLanguages], errorToast: TRANSLATION_MESSAGES.fetchFailed });
}

/** TRANSLATE NEW TENANTS; failures show the server's message, else 'Something went wrong, Unable to translate I18n keys'. */
export function useTranslateNewTenants() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.translateNewTenants, { invalidates: [PLATFORM_OPS_ENDPOINTS.translationTenantLanguages], errorToast: TRANSLATION_MESSAGES.translateKeysFailed });
}

/** SYNC NEW I18N KEYS FROM CODE AND TRANSLATE; failures as TRANSLATE NEW TENANTS'. */
export function useTranslateNewKeys() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.translateNewKeys, { errorToast: TRANSLATION_MESSAGES.translateKeysFailed });
}

/** Update I18N Config; failures show the server's message, else 'Something went wrong, Unable to Update I18N data'. */
export function useUpdateI18nConfig() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.updateI18nTable, { errorToast: TRANSLATION_MESSAGES.updateFailed });
}

/** Translate Selected Keys; failures show the server's message, else 'Something went wrong, Unable to transalate selected data'. */
export function useTranslateSelectedKeys() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.translateSelectedKeys, { errorToast: TRANSLATION_MESSAGES.translateSelectedFailed });
}
