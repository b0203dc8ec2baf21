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
  ADMIN_STATUS_POLL_INTERVAL_MS, ADMIN_OPERATION_STATUSES, type AdminOperationStatus, AdminOperationIdSchema,
  AdminStatusBodySchema, type AdminStatusBody, AdminOperationAnswerSchema, type AdminOperationAnswer,
  ADMIN_OPERATION_MESSAGES, keepPollingAdminStatus, DEPLOY_STEPS, type DeployStep, DEPLOY_VARIANTS,
  type DeployVariant, RELEASE_STAGES, type ReleaseStage, PULL_REQUEST_STATES, type PullRequestState,
  type DeployStepInfo, DEPLOY_STEP_INFO, deployPath, VERSION_CODE_MAX_LENGTH, VERSION_CODE_PATTERN,
  PR_DESCRIPTION_MAX_LENGTH, BITBUCKET_USER_MAX_LENGTH, APP_PASSWORD_MAX_LENGTH, DEPLOY_MESSAGES, versionTag,
  defaultPrDescription, alreadyMergedMessage, notReadyMessage, DeployBodySchema, type DeployBody,
  deployRequestProblem, deployBody, PullRequestSchema, type PullRequest, ReleaseVersionSchema,
  type ReleaseVersion, ReleaseLedgerSchema, type ReleaseLedger, LEDGER_PULL_REQUEST_LIMIT, DeployResultSchema,
  type DeployResult, type VersionTarget, UPDATE_VERSION_MESSAGES, versionUpdatedMessage,
  versionUpdateFailedMessage, UpdateAppVersionBodySchema, type UpdateAppVersionBody,
  UpdateConfigVersionBodySchema, VersionUpdateAnswerSchema, type VersionUpdateAnswer, VersionLedgerSchema,
  type VersionLedger, PLATFORM_OPS_RELEASE_ENDPOINTS, deployEndpointKey,
} from './endpoints/platform-ops-releases';
export {
  SCHEMA_KINDS, type SchemaKind, CURRENT_ENVIRONMENT, VERTICAL_SYNC_ENVIRONMENTS, SYNC_ENVIRONMENTS,
  type SyncEnvironment, SCHEMA_SYNC_MESSAGES, verticalSyncConfirmation, SCHEMA_QUERY_FILE_EXTENSIONS,
  isSchemaQueryFileName, SCHEMA_QUERY_SHEET_NAME, SCHEMA_QUERY_SHEET_HEADER, MAX_SCHEMA_QUERY_FILE_BYTES,
  MAX_SCHEMA_QUERIES, MAX_SCHEMA_QUERY_LENGTH, SCHEMA_QUERY_FILE_FIELD, ACCEPTED_SCHEMA_STATEMENTS,
  SchemaUploadBodySchema, SchemaQuerySchema, type SchemaQuery, StoredSchemaQueriesSchema,
  type StoredSchemaQueries, SchemaUploadAnswerSchema, TenantSyncResultSchema, type TenantSyncResult,
  SchemaSyncResultSchema, type SchemaSyncResult, SchemaSyncAnswerSchema, type SchemaSyncAnswer,
  syncOutcomeMessage, VerticalSyncBodySchema, SchemaKindQuerySchema, TenantSchemasQuerySchema,
  TenantSchemaSchema, type TenantSchema, PLATFORM_OPS_SCHEMA_ENDPOINTS,
} from './endpoints/platform-ops-schema';
export {
  CSS_KEY_PREFIX, TENANT_CONFIG_IMAGE_KEYS, type TenantConfigImageKey, TENANT_IMAGE_KEY_PREFIX,
  TENANT_IMAGE_NAME_PATTERN, tenantImageSource, type TenantSettings, defaultTenantSettings,
  SETTING_KEY_MAX_LENGTH, SETTING_VALUE_MAX_LENGTH, TENANT_CONFIG_MESSAGES, tenantSettingsUpdatedMessage,
  TENANT_ID_HEADER, TenantIdHeadersSchema, MAX_SETTINGS_FILE_BYTES, SETTINGS_FILE_FIELD,
  SettingsUploadBodySchema, SettingChangeSchema, SettingAdditionSchema, SettingsDiffSchema, type SettingsDiff,
  SettingsPreviewSchema, type SettingsPreview, MessageAnswerSchema, ConfigKeysSchema, TenantConfigBodySchema,
  TenantConfigAnswerSchema, MAX_CONFIG_KEYS_PER_SAVE, SaveConfigBodySchema, type SaveConfigBody,
  SuccessAnswerSchema, UPDATE_CONFIG_SAVED_MESSAGE, CACHE_NAMES, type CacheName, CACHE_KEY_SEPARATOR,
  cacheKey, CACHE_MESSAGES, isValidCacheKeyPattern, CACHE_PATTERN_MAX_LENGTH, EvictCacheBodySchema,
  ReloadCacheBodySchema, CacheKeysQuerySchema, SPLASH_OPERATIONS, type SplashOperation, SPLASH_SUCCESS_STATUS,
  SPLASH_MESSAGES, splashMessage, SplashConfigBodySchema, type SplashConfigBody, SplashStateSchema,
  type SplashState, SplashAnswerSchema, SETTINGS_SHEET_NAME, SETTINGS_SHEET_HEADER,
  PLATFORM_OPS_SETTINGS_ENDPOINTS,
} from './endpoints/platform-ops-settings';
export {
  BUYER_DECRYPT_MESSAGES, ENCRYPTED_BUYER_NAME_MAX_LENGTH, decryptFormProblem, BuyerDecryptBodySchema,
  type BuyerDecryptBody, BuyerDecryptAnswerSchema, type BuyerDecryptAnswer, ENCRYPTED_BUYER_SAMPLE_LIMIT,
  EncryptedBuyersQuerySchema, EncryptedBuyerSchema, type EncryptedBuyer, SYNC_SETTINGS_MESSAGES,
  type SyncSettingsForm, SYNC_SETTINGS_FIELDS, missingSyncSettingsFields, SettingSyncBodySchema,
  type SettingSyncBody, SettingSyncAnswerSchema, type SettingSyncAnswer, PLATFORM_OPS_TEST_TOOL_ENDPOINTS,
} from './endpoints/platform-ops-test-tools';
export {
  ONBOARDING_FORM_FIELDS, type OnboardingFormField, ONBOARDING_FILE_FIELDS, type OnboardingFileField,
  ONBOARDING_REQUIRED_ORDER, ONBOARDING_COLOR_FIELDS, API_ENDPOINT_CONFIGURATIONS, ONBOARDING_DEFAULTS,
  ONBOARDING_FIELD_MAX_LENGTH, ONBOARDING_ROUTES_MAX_LENGTH, ONBOARDING_MESSAGES, onboardingFormProblem,
  type OnboardingFormBody, OnboardingFormBodySchema, WORKFLOW_STATUSES, type WorkflowStatusValue,
  WORKFLOW_WAITING_TYPES, type WorkflowWaitingType, WORKFLOW_KINDS, TENANT_NOT_FOUND, DnsRecordSchema,
  type DnsRecord, DnsRecordSetSchema, type DnsRecordSet, WorkflowStatusSchema, type WorkflowStatus,
  DECOMMISSION_RESOURCES, type DecommissionResource, DECOMMISSION_LIST_RESOURCES, DECOMMISSION_MESSAGES,
  DecommissionSelectionSchema, type DecommissionSelection, DecommissionStartBodySchema,
  type DecommissionStartBody, DecommissionStartAnswerSchema, type DecommissionStartAnswer,
  DecommissionSummaryItemSchema, type DecommissionSummaryItem, WorkflowResumeBodySchema,
  type WorkflowResumeBody, WorkflowResumeAnswerSchema, type WorkflowResumeAnswer, WorkflowStartAnswerSchema,
  type WorkflowStartAnswer, ONBOARDING_INPUT_MAX_LENGTH, AuctionOnboardingBodySchema, PoOnboardingBodySchema,
  OnboardingResultAnswerSchema, type OnboardingResultAnswer, PLATFORM_OPS_WORKFLOW_ENDPOINTS,
} from './endpoints/platform-ops-workflows';
export {
  RESELLER_ONBOARDING_FIELDS, type ResellerOnboardingField, RESELLER_OPTIONAL_FIELDS,
  RESELLER_TEXT_MAX_LENGTH, RESELLER_DESCRIPTION_MAX_LENGTH, RESELLER_CURRENCY_CODE_MAX_LENGTH,
  RESELLER_CURRENCY_SYMBOL_MAX_LENGTH, RESELLER_JSON_MAX_LENGTH, RESELLER_FIELD_MAX_LENGTHS,
  RESELLER_FIELD_LABELS, RESELLER_MESSAGES, type ResellerOnboardingValues, RESELLER_ONBOARDING_DEFAULTS,
  resellerOnboardingErrors, canOnboardReseller, resellerOnboardingBody, ResellerOnboardingBodySchema,
  type ResellerOnboardingBody, ResellerOnboardedSchema, type ResellerOnboarded, PXNR_SYNC_MESSAGES,
  type PxnrSyncValues, pxnrSyncErrors, PxnrSyncBodySchema, type PxnrSyncBody, PxnrSyncAnswerSchema,
  PROVIDER_MARKETING_SITE_URL, INVITATION_PAGE_PATH, INVITATION_VALID_DAYS, INVITATION_STATUSES,
  type InvitationStatus, INVITATION_MESSAGES, ACTIVATION_RESEND_LIMIT, maskEmail, activationResentMessage,
  locatorInput, siteHost, hasInvitationQuery, InvitationCodeSchema, InvitationUserSchema,
  VerifyInvitationBodySchema, type VerifyInvitationBody, LocateTenantBodySchema, type LocateTenantBody,
  LocatedTenantSchema, type LocatedTenant, AcceptInvitationBodySchema, type AcceptInvitationBody,
  InvitationResponseSchema, type InvitationResponse, InvitationTextFieldsSchema, InvitationSchema,
  type Invitation, ResendAnswerSchema, RESELLER_ENDPOINTS,
} from './endpoints/resellers';
export {
  SELECTABLE_REPOSITORY_SLUG, REPOSITORY_TAGS_SHOWN, I18N_KEYS_FILE_NAME, TRANSLATION_MESSAGES,
  RepositorySchema, type Repository, RepositoriesAnswerSchema, LanguageSchema, LocaleSchema,
  TenantLanguageSchema, type TenantLanguage, TenantLanguagesAnswerSchema, SheetInfoSchema, type SheetInfo,
  SHEET_KEY_COLUMNS, SheetValuesSchema, type SheetValues, InvalidTenantSchema, type InvalidTenant,
  SyncTenantsAnswerSchema, type SyncTenantsAnswer, MAX_TRANSLATION_SELECTION, SelectedRepositoriesBodySchema,
  type SelectedRepositoriesBody, SelectedTenantSchema, type SelectedTenant, SelectedTenantsBodySchema,
  type SelectedTenantsBody, FailedKeysSchema, type FailedKeys, KeyCountsSchema,
  TranslateNewTenantsAnswerSchema, type TranslateNewTenantsAnswer, TranslateNewKeysAnswerSchema,
  type TranslateNewKeysAnswer, UpdateI18nAnswerSchema, type UpdateI18nAnswer, TranslateSelectedAnswerSchema,
  type TranslateSelectedAnswer, isRepositorySelectable, defaultRepositorySelection,
  repositorySelectionProblem, tenantSelectionProblem, isEnglishLocale, tenantLanguageLabel,
  tenantLanguageValue, tenantLanguageChoices, defaultTenantSelection, syncTenantsMessage, syncKeysMessage,
  translateTenantsMessage, updateI18nMessage, translateSelectedMessage, TRANSLATION_ENDPOINTS,
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
