/**
 * `shared-kit/contract/platform-ops`: the platform admin's tooling in the contract (docs/platform-ops.md,
 * docs/platform-ops.md, docs/errors.md; docs/resellers.md–docs/platform-ops.md): tenant settings, workflows, admin operations and releases,
 * schema sync, the test-only tools, resellers and translations — their endpoint groups, entity
 * shapes, rules and messages. Pure data and rules like `shared-kit/contract`, kept out of it so
 * that only mfe-platform-ops (and platform-api) load them: the shared contract every page downloads
 * stays small.
 */
import { PLATFORM_OPS_RELEASE_ENDPOINTS } from './endpoints/platform-ops-releases';
import { PLATFORM_OPS_SCHEMA_ENDPOINTS } from './endpoints/platform-ops-schema';
import { PLATFORM_OPS_SETTINGS_ENDPOINTS } from './endpoints/platform-ops-settings';
import { PLATFORM_OPS_TEST_TOOL_ENDPOINTS } from './endpoints/platform-ops-test-tools';
import { PLATFORM_OPS_WORKFLOW_ENDPOINTS } from './endpoints/platform-ops-workflows';
import { RESELLER_ENDPOINTS } from './endpoints/resellers';
import { TRANSLATION_ENDPOINTS } from './endpoints/translations';

export {
  ADMIN_STATUS_POLL_INTERVAL_MS, type AdminOperationAnswer, ADMIN_OPERATION_MESSAGES, keepPollingAdminStatus,
  DEPLOY_STEPS, type DeployStep, type DeployVariant, RELEASE_STAGES, type ReleaseStage, DEPLOY_STEP_INFO,
  VERSION_CODE_MAX_LENGTH, VERSION_CODE_PATTERN, PR_DESCRIPTION_MAX_LENGTH, BITBUCKET_USER_MAX_LENGTH,
  APP_PASSWORD_MAX_LENGTH, DEPLOY_MESSAGES, versionTag, defaultPrDescription, alreadyMergedMessage,
  notReadyMessage, type DeployBody, deployRequestProblem, deployBody, type PullRequest, type ReleaseVersion,
  type ReleaseLedger, LEDGER_PULL_REQUEST_LIMIT, type DeployResult, type VersionTarget,
  UPDATE_VERSION_MESSAGES, versionUpdatedMessage, versionUpdateFailedMessage, type UpdateAppVersionBody,
  type VersionUpdateAnswer, type VersionLedger, deployEndpointKey,
} from './endpoints/platform-ops-releases';
export {
  SCHEMA_KINDS, type SchemaKind, CURRENT_ENVIRONMENT, VERTICAL_SYNC_ENVIRONMENTS, SYNC_ENVIRONMENTS,
  type SyncEnvironment, SCHEMA_SYNC_MESSAGES, verticalSyncConfirmation, SCHEMA_QUERY_FILE_EXTENSIONS,
  isSchemaQueryFileName, SCHEMA_QUERY_SHEET_NAME, SCHEMA_QUERY_SHEET_HEADER, MAX_SCHEMA_QUERY_FILE_BYTES,
  MAX_SCHEMA_QUERIES, MAX_SCHEMA_QUERY_LENGTH, SCHEMA_QUERY_FILE_FIELD, ACCEPTED_SCHEMA_STATEMENTS,
  type SchemaQuery, type StoredSchemaQueries, type TenantSyncResult, type SchemaSyncResult,
  type SchemaSyncAnswer, syncOutcomeMessage, type TenantSchema,
} from './endpoints/platform-ops-schema';
export {
  CSS_KEY_PREFIX, TENANT_CONFIG_IMAGE_KEYS, type TenantConfigImageKey, TENANT_IMAGE_KEY_PREFIX,
  tenantImageSource, type TenantSettings, defaultTenantSettings, SETTING_KEY_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH, TENANT_CONFIG_MESSAGES, tenantSettingsUpdatedMessage, TENANT_ID_HEADER,
  MAX_SETTINGS_FILE_BYTES, SETTINGS_FILE_FIELD, type SettingsDiff, type SettingsPreview,
  UPDATE_CONFIG_SAVED_MESSAGE, CACHE_NAMES, type CacheName, CACHE_KEY_SEPARATOR, cacheKey, CACHE_MESSAGES,
  isValidCacheKeyPattern, type SplashOperation, SPLASH_SUCCESS_STATUS, SPLASH_MESSAGES, splashMessage,
  type SplashConfigBody, type SplashState, SETTINGS_SHEET_NAME, SETTINGS_SHEET_HEADER,
  PLATFORM_OPS_SETTINGS_ENDPOINTS,
} from './endpoints/platform-ops-settings';
export {
  BUYER_DECRYPT_MESSAGES, ENCRYPTED_BUYER_NAME_MAX_LENGTH, decryptFormProblem, type BuyerDecryptAnswer,
  ENCRYPTED_BUYER_SAMPLE_LIMIT, type EncryptedBuyer, SYNC_SETTINGS_MESSAGES, type SyncSettingsForm,
  SYNC_SETTINGS_FIELDS, missingSyncSettingsFields, SettingSyncBodySchema, type SettingSyncBody,
} from './endpoints/platform-ops-test-tools';
export {
  ONBOARDING_FORM_FIELDS, type OnboardingFormField, ONBOARDING_FILE_FIELDS, type OnboardingFileField,
  ONBOARDING_REQUIRED_ORDER, API_ENDPOINT_CONFIGURATIONS, ONBOARDING_DEFAULTS, ONBOARDING_FIELD_MAX_LENGTH,
  ONBOARDING_ROUTES_MAX_LENGTH, ONBOARDING_MESSAGES, onboardingFormProblem, type WorkflowStatusValue,
  WORKFLOW_WAITING_TYPES, type WorkflowWaitingType, TENANT_NOT_FOUND, type DnsRecord, type DnsRecordSet,
  type WorkflowStatus, DECOMMISSION_RESOURCES, type DecommissionResource, DECOMMISSION_LIST_RESOURCES,
  DECOMMISSION_MESSAGES, type DecommissionSelection, type DecommissionStartAnswer,
  type DecommissionSummaryItem, type WorkflowResumeAnswer, ONBOARDING_INPUT_MAX_LENGTH,
  AuctionOnboardingBodySchema, PoOnboardingBodySchema, PLATFORM_OPS_WORKFLOW_ENDPOINTS,
} from './endpoints/platform-ops-workflows';
export {
  RESELLER_ONBOARDING_FIELDS, type ResellerOnboardingField, RESELLER_OPTIONAL_FIELDS,
  RESELLER_FIELD_MAX_LENGTHS, RESELLER_FIELD_LABELS, RESELLER_MESSAGES, type ResellerOnboardingValues,
  RESELLER_ONBOARDING_DEFAULTS, resellerOnboardingErrors, canOnboardReseller, resellerOnboardingBody,
  type ResellerOnboardingBody, type ResellerOnboarded, PXNR_SYNC_MESSAGES, type PxnrSyncValues,
  pxnrSyncErrors, type PxnrSyncBody, INVITATION_PAGE_PATH, INVITATION_VALID_DAYS, type InvitationStatus,
  INVITATION_MESSAGES, ACTIVATION_RESEND_LIMIT, maskEmail, activationResentMessage, locatorInput, siteHost,
  hasInvitationQuery, type VerifyInvitationBody, type LocateTenantBody, type LocatedTenant,
  type AcceptInvitationBody, type InvitationResponse, type Invitation,
} from './endpoints/resellers';
export {
  REPOSITORY_TAGS_SHOWN, I18N_KEYS_FILE_NAME, TRANSLATION_MESSAGES, type Repository, type TenantLanguage,
  type SheetInfo, SHEET_KEY_COLUMNS, type SheetValues, type InvalidTenant, type SyncTenantsAnswer,
  type SelectedTenant, type FailedKeys, type TranslateNewTenantsAnswer, type TranslateNewKeysAnswer,
  type UpdateI18nAnswer, type TranslateSelectedAnswer, isRepositorySelectable, defaultRepositorySelection,
  repositorySelectionProblem, tenantSelectionProblem, isEnglishLocale, tenantLanguageLabel,
  tenantLanguageValue, tenantLanguageChoices, syncTenantsMessage, syncKeysMessage, translateTenantsMessage,
  updateI18nMessage, translateSelectedMessage, TRANSLATION_ENDPOINTS,
} from './endpoints/translations';

/** Every endpoint of the platform admin's tooling, by key (their screens call `PLATFORM_OPS_ENDPOINTS.x`). */
export const PLATFORM_OPS_ENDPOINTS = {
  ...PLATFORM_OPS_SETTINGS_ENDPOINTS,
  ...PLATFORM_OPS_WORKFLOW_ENDPOINTS,
  ...PLATFORM_OPS_RELEASE_ENDPOINTS,
  ...PLATFORM_OPS_SCHEMA_ENDPOINTS,
  ...PLATFORM_OPS_TEST_TOOL_ENDPOINTS,
  ...RESELLER_ENDPOINTS,
  ...TRANSLATION_ENDPOINTS,
} as const;
