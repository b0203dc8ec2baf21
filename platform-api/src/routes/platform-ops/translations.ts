import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionContext } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { trackJob } from '../../jobs/job-records.js';
import {
  assertRepositorySelection,
  resolveTenantSelection,
  syncTenants,
  translateNewKeys,
  translateNewTenants,
  translateSelectedKeys,
  updateI18nTable,
} from '../../translations/translation-flows.js';
import { listRepositories, listTenantLanguages, readSheetInfo, readSheetValues } from '../../translations/translation-sheet.js';
import type { Translator } from '../../translations/translator.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** The console route of the flows' jobs. */
export const TRANSLATION_JOB_LINK = '/translation-automation';

/** The job-centre area of the flows. */
const JOB_AREA = 'platform-ops';

/**
 * Translation Automation (PLATFORM_ADMIN; docs/platform-ops.md#translation-automation), on
 * the local sheet with the configured translator (`app.providers.translator`; `translator` replaces it):
 * - GET /translations/repositories `{ values: [{ name, slug, uuid }] }`;
 * - GET /translations/tenant-languages `{ tenantsData }`;
 * - GET /translations/sheet-info `{ spreadsheetId, sheetName }`; GET /translations/sheet-values the
 *   sheet's values (404 when the sheet is not set up);
 * - POST /translations/sync-tenants: SYNC TENANTS FROM DB;
 * - POST /translations/translate-new-tenants and /translations/translate-new-keys
 *   `{ selectedRepositories }`: TRANSLATE NEW TENANTS, SYNC NEW I18N KEYS FROM CODE AND TRANSLATE;
 * - PUT /translations/i18n-table and POST /translations/translate-selected-keys
 *   `{ selectedTenants: [{ tenantId, locale }] }`: Update I18N Config, Translate Selected Keys.
 * The four long flows run as jobs of the job centre (after their input is checked: a refused call
 * is no job); every change is in the action log.
 */
export function translationHandlers(
  app: FastifyInstance,
  translator: Translator = app.providers.translator,
): HandlerGroup<
  | 'translationRepositories'
  | 'translationTenantLanguages'
  | 'translationSheetInfo'
  | 'translationSheetValues'
  | 'syncTranslationTenants'
  | 'translateNewTenants'
  | 'translateNewKeys'
  | 'updateI18nTable'
  | 'translateSelectedKeys'
> {
  const job = <T>(request: FastifyRequest, kind: string, title: string, work: () => Promise<T>) =>
    trackJob(app.db, { kind, area: JOB_AREA, title, startedBy: actorOf(request.user), link: TRANSLATION_JOB_LINK }, work);
  return {
    translationRepositories: async () => ({ values: await listRepositories(app.db) }),
    translationTenantLanguages: async () => ({ tenantsData: await listTenantLanguages(app.db) }),
    translationSheetInfo: async () => readSheetInfo(app.db),
    translationSheetValues: async () => readSheetValues(app.db),
    syncTranslationTenants: async (request) => syncTenants(app.db, translator, actionContext(request)),
    translateNewTenants: async (request) => {
      const repositories = request.body.selectedRepositories;
      assertRepositorySelection(repositories);
      return job(request, 'translate-new-tenants', `Translate new tenants (${repositories.join(', ')})`, () =>
        translateNewTenants(app.db, translator, actionContext(request), repositories),
      );
    },
    translateNewKeys: async (request) => {
      const repositories = request.body.selectedRepositories;
      assertRepositorySelection(repositories);
      return job(request, 'translate-new-keys', `Sync new i18n keys from code and translate (${repositories.join(', ')})`, () =>
        translateNewKeys(app.db, translator, actionContext(request), repositories),
      );
    },
    updateI18nTable: async (request) => {
      const tenants = await resolveTenantSelection(app.db, request.body.selectedTenants);
      return job(request, 'update-i18n-config', `Update I18N config of ${tenants.length} tenant languages`, () =>
        updateI18nTable(app.db, actionContext(request), request.body.selectedTenants),
      );
    },
    translateSelectedKeys: async (request) => {
      const tenants = await resolveTenantSelection(app.db, request.body.selectedTenants);
      return job(request, 'translate-selected-keys', `Translate selected keys of ${tenants.length} tenant languages`, () =>
        translateSelectedKeys(app.db, translator, actionContext(request), request.body.selectedTenants),
      );
    },
  };
}
