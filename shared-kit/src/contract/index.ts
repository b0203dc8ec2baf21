/**
 * `shared-kit/contract`: pure data and rules of the console, one folder each — roles and the identity
 * token (`roles/`), the route table and the remotes' registry rules (`routes/`), the endpoint table
 * with the entity shapes, messages and rules derived from it (`endpoints/`), the search grammar's
 * parser and views (`search-grammar/`), formatting (`format/`), dates (`dates/`), validation rules
 * and messages (`validation/`) and the default tenant config (`tenant-config/`). No DOM, no React, no
 * antd: platform-api imports it at run time, so no rule is copied. The platform admin's endpoint
 * groups are `platform-ops.ts`'s, the whole table `all-endpoints.ts`'s.
 */
export {
  INVALID_DATE_MESSAGE, INVALID_DATES_MESSAGE, dateBeforeMessage, dateAfterMessage, DATE_PRESETS,
  type DatePreset, DATE_PRESET_LABELS, type DayRange, presetRange, type DateInputRules, type DateInputResult,
  checkDateInput, type DateFilterInput, type ResolveDateFilterOptions, type DateFilterResult,
  resolveDateFilter,
} from './dates/date-filter';
export {
  MONTH_SHORT_NAMES, dayNumber, type CalendarDate, calendarDateOf, daysInMonth, easternDayOfInstant,
  easternDayOf, todayEastern, formatDayDisplay, formatDayFilter,
} from './dates/day-number';
export { type ParsedDate, parseDate, parseDateToDay } from './dates/parse-date';
export { DATE_PATTERNS } from './dates/patterns';
export { UserInfoSchema, type UserInfo, ACCOUNT_ENDPOINTS } from './endpoints/account';
export {
  ACTION_LOG_AREA_ROLES, actionLogAreas, ACTION_LOG_ENTITIES, type ActionLogEntity, ACTION_LOG_ENTITY_SOURCES,
  ACTION_LOG_ENTITY_LABELS, actionLogEntityAreas, ACTION_LOG_PAGE_SIZE, ACTION_LOG_MAX_PAGE_SIZE,
  ACTION_LOG_EXPORT_LIMIT, ActionLogChangeSchema, type ActionLogChange, ActionLogEntrySchema,
  type ActionLogEntry, RecordIdSchema, ActionLogQuerySchema, type ActionLogQuery, ActionLogExportQuerySchema,
  type ActionLogExportQuery, ActionLogPageSchema, type ActionLogPage, CSV_MIME_TYPE, ACTION_LOG_ENDPOINTS,
} from './endpoints/action-log';
export {
  REQUEST_ID_HEADER, ASYNC_ANSWER_STATUSES, AsyncPollHeadersSchema, AsyncAnswer,
} from './endpoints/async-answer';
export {
  XLSX_MIME_TYPE, CLIENT_STATUSES, CONTACT_ROLES, PAYMENT_METHOD_TYPES, ClientRowSchema, type ClientRow,
  InvoiceAddressSchema, type InvoiceAddress, ClientContactSchema, type ClientContact, PaymentMethodSchema,
  type PaymentMethod, SetDefaultPaymentMethodBodySchema, ContractTermsSchema, type ContractTerms,
  CLIENT_SEARCH_LIMIT, CLIENT_SEARCH_FIELDS, CLIENT_SEARCH_MESSAGES, ClientSearchBodySchema,
  type ClientSearchRequest, ClientSearchExportBodySchema, type ClientSearchExportRequest,
  AwaitingTotalsSchema, type AwaitingTotalsAnswer, ClientSearchAnswerSchema, type ClientSearchResponse,
  BILLING_CLIENT_ENDPOINTS,
} from './endpoints/billing-clients';
export {
  INVOICE_STATUSES, INVOICE_GRID_DEFAULTS, CARD_PAYMENT_STATUSES, PAYMENT_OUTCOMES, PAYMENT_SUCCESSFUL,
  PAYMENT_FAILED, STALE_PREVIEW, DOWNLOAD_LIMIT, BATCH_LIMIT, MATCHING_LIMITS, MATCHING_LIST_LIMIT,
  MATCHING_MESSAGES, CardPaymentDetailsSchema, type CardPaymentDetails, LastFailedPaymentSchema,
  type LastFailedPayment, CurrencyAmountSchema, type CurrencyAmount, amountsByCurrency, InvoiceRowSchema,
  type InvoiceRow, InvoiceLineItemSchema, type InvoiceLineItem, InvoiceDetailsSchema, type InvoiceDetails,
  SkippedInvoiceSchema, UpdateInvoiceStatusAnswerSchema, type UpdateInvoiceStatusResponse,
  BatchRetryPaymentAnswerSchema, type BatchRetryPaymentResponse, RetryPaymentAnswerSchema,
  type RetryPaymentResponse, INVOICE_SEARCH_LIMIT, INVOICE_SEARCH_COUNT_CAP, INVOICE_SEARCH_FIELDS,
  INVOICE_SEARCH_MESSAGES, InvoiceMatchingSchema, type InvoiceMatching, UpdateInvoiceStatusBodySchema,
  type UpdateInvoiceStatusRequest, DownloadInvoicesBodySchema, type DownloadInvoicesRequest,
  BatchRetryPaymentBodySchema, type BatchRetryPaymentRequest, InvoiceSearchBodySchema,
  type InvoiceSearchRequest, InvoiceSearchExportBodySchema, type InvoiceSearchExportRequest,
  InvoiceSearchAnswerSchema, type InvoiceSearchResponse, BILLING_INVOICE_ENDPOINTS,
} from './endpoints/billing-invoices';
export {
  BillingPeriodOrderSchema, type BillingPeriodOrder, TenantOrderGroupSchema, SupplierOrderGroupSchema,
  BillingPeriodOrderGroupSchema, type BillingPeriodOrderGroup, BillingPeriodOrdersSchema,
  type BillingPeriodOrders, ReportListItemSchema, type ReportListItem, ReportColumnDefSchema,
  type ReportColumnDef, ReportSchema, type Report, BILLING_REPORT_ENDPOINTS,
} from './endpoints/billing-reports';
export {
  CLIENT_FORM_STATUSES, CLIENT_FORM_FIELDS, type ClientFormField, type ClientFormValues,
  CLIENT_FORM_REQUIRED_FIELDS, CLIENT_FORM_IMAGE_FIELDS, type ClientFormImageField, CLIENT_FORM_PHONE_FIELDS,
  CLIENT_FORM_EMAIL_FIELDS, clientFormMaxLength, IMAGE_FILE_EXTENSIONS, IMAGE_MEDIA_TYPES,
  type ImageMediaType, MAX_IMAGE_BYTES, MAX_CLIENT_FORM_REQUEST_BYTES, CLIENT_SUCCESS_CONTACT_EMAIL,
  CLIENT_FORM_MESSAGES, tooLongMessage, isImageFileName, imageTypeOf, validateClientFormField,
  type ClientFormErrors, validateClientForm, submitProblem, describeClientFormErrors,
  completeClientFormValues, ClientFormRowSchema, type ClientFormRow, ClientFormRecordSchema,
  type ClientFormRecord, type ClientFormFieldsBody, ClientFormFieldsBodySchema, STATUS_NOTE_MAX_LENGTH,
  ClientFormStatusBodySchema, type ClientFormStatusBody, ClientFormUpdateBodySchema,
  ClientFormWriteAnswerSchema, type ClientFormWriteAnswer, ClientFormRegisteredSchema,
  CLIENT_FORM_HISTORY_ACTIONS, FieldChangeSchema, ClientFormHistoryEntrySchema, type ClientFormHistoryEntry,
  OutboxMessageSchema, type OutboxMessage, CLIENT_FORM_ENDPOINTS,
} from './endpoints/client-forms';
export {
  TENANT_ID_MAX_LENGTH, TENANT_ID_PATTERN, TenantIdSchema, InvoiceNumberSchema, SubmissionIdSchema,
  ReportIdSchema, EmailSchema, TenantParamsSchema, InvoiceParamsSchema,
} from './endpoints/common';
export {
  TENANT_LIFECYCLE_STATES, type TenantLifecycleState, TENANT_LIFECYCLE_LABELS, TenantLifecycleCountSchema,
  type TenantLifecycleCount, DASHBOARD_ENDPOINTS,
} from './endpoints/dashboard';
export {
  type EndpointMethod, type EndpointAccess, type EndpointDeclaration, TEST_API_PREFIX, servedPath,
  type Endpoint, type EndpointTable, declareEndpoints, ApiErrorSchema, type ApiError, type FileBytes,
  BinaryFile, binaryMediaTypes, pathParamNames, endpointPath,
} from './endpoints/define-endpoint';
export { DRY_RUN_PARAM, withDryRun, DryRunAnswer, isDryRun, acceptsDryRun } from './endpoints/dry-run';
export {
  type ClientStatus, CLIENT_STATUS_LABELS, type InvoiceStatus, type InvoiceDisplayStatus,
  type CardPaymentStatus, type PaymentOutcome, type ClientFormStatus, type InternalUserType,
  NON_SELECTABLE_USER_TYPES, API_PATHS,
} from './endpoints/entities';
export {
  GRID_VIEW_KEYS, type GridViewKey, ALL_INVOICES_ONLY_COLUMNS, COLUMN_WIDTH_LIMITS, VIEW_NAME_MAX_LENGTH,
  MAX_SAVED_VIEWS, COLUMN_PINS, type ColumnPin, ColumnChoiceSchema, type ColumnChoice,
  SaveGridColumnsBodySchema, type SaveGridColumnsBody, SavedGridViewSchema, type SavedGridView,
  SaveGridViewBodySchema, type SaveGridViewBody, GridPreferencesSchema, type GridPreferences,
  GRID_PREFERENCE_ENDPOINTS,
} from './endpoints/grid-preferences';
export {
  GridQueryStateSchema, type GridQueryState, SEARCH_MAX_OFFSET, type GridSearchMessages,
} from './endpoints/grid-search';
export {
  IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_RETENTION_HOURS,
  IDEMPOTENT_METHODS, IDEMPOTENCY_MESSAGES,
} from './endpoints/idempotency';
export {
  INTERNAL_USER_TYPES, OFFBOARD_MAX_ROWS, InternalUserRowSchema, type InternalUserRow,
  InternalUsersSearchBodySchema, OffboardRowSchema, OFFBOARD_SKIP_REASONS, OffboardSkippedSchema,
  type OffboardSkipped, OFFBOARD_NOTHING_MESSAGE, offboardChangedMessage, OffboardAnswerSchema,
  type OffboardAnswer, INTERNAL_USER_ENDPOINTS,
} from './endpoints/internal-users';
export {
  MARK_PAID_FROM, MARK_UNPAID_FROM, INVOICE_STATUS_RULE_MESSAGES, statusMayChange, bulkTargetAllows,
  editDialogStatuses,
} from './endpoints/invoice-status-rules';
export {
  JOB_STATES, type JobState, FINISHED_JOB_STATES, JOB_AREA_ROLES, JOB_AREAS_SEEN_WHOLE, JOB_LIST_LIMIT,
  JobIdSchema, JobSchema, type Job, JOB_ENDPOINTS,
} from './endpoints/jobs';
export { SOMETHING_WENT_WRONG_MESSAGE } from './endpoints/messages';
export {
  type PaymentCounts, paymentSummaryType, paymentSummaryLines, paymentSummary, type PaymentPreviewCounts,
  paymentPreviewSummary,
} from './endpoints/payment-summary';
export {
  StringEnum, NullableStringEnum, Nullable, Dictionary, TEXT_RULE_KEYWORD, TEXT_RULE_MESSAGES, textProblem,
  type TextOptions, Text,
} from './endpoints/schema-helpers';
export {
  SEARCH_RESULT_LIMIT, SEARCH_TEXT_MAX_LENGTH, type SearchResultKind, SEARCH_RESULT_KIND_LABELS,
  SearchResultSchema, type SearchResult, SearchQuerySchema, SEARCH_ENDPOINTS, type SearchArea, SEARCH_AREAS,
  searchUnavailableMessage, searchResultPath,
} from './endpoints/search';
export {
  ApiVersionSchema, DOCUMENTATION_ENDPOINTS, ENDPOINTS, type EndpointKey, ENDPOINT_LIST,
} from './endpoints/table';
export {
  TELEMETRY_EVENT_KINDS, type TelemetryEventKind, TELEMETRY_ERROR_KINDS, WEB_VITALS, type WebVital,
  TELEMETRY_BATCH_LIMIT, TELEMETRY_BATCHES_PER_MINUTE, TELEMETRY_SUMMARY_MINUTES, TELEMETRY_VERSION_PATTERN,
  TELEMETRY_VITAL_MAX, TelemetryEventSchema, type TelemetryEvent, TelemetryBatchSchema, type TelemetryBatch,
  VitalsP75Schema, type VitalsP75, VersionTelemetrySchema, type VersionTelemetry, TelemetrySummarySchema,
  type TelemetrySummary, errorRate, TELEMETRY_ENDPOINTS,
} from './endpoints/telemetry';
export { TenantSummarySchema, type TenantSummary, TENANT_ENDPOINTS } from './endpoints/tenants';
export {
  CURRENCY_SYMBOL_STORAGE_KEY, DEFAULT_CURRENCY_SYMBOL, storedCurrencySymbol, type CurrencyOptions,
  formatCurrency, formatCurrencyNoZero, formatPercent, formatMoney, amountInUsd, CURRENCY_AMOUNTS_SEPARATOR,
  formatAmountsByCurrency,
} from './format/currency';
export {
  DISPLAY_DATE_FORMAT, DISPLAY_DATE_TIME_FORMAT, FILTER_DATE_FORMAT, formatDate, formatDateTime,
  formatFilterDate, easternCalendarDate, DESCRIPTION_DATE_WORDS, descriptionDate,
} from './format/dates';
export { JUST_NOW, formatDays, formatDaysSince, formatHours } from './format/durations';
export { MISSING_VALUE, INFINITY_SYMBOL, isMissing, orMissing, formatNumber } from './format/missing';
export {
  FORMULA_TRIGGERS, escapeCell, type SheetColumnType, type SheetColumn, type SheetValue, SHEET_FORMATS,
  type SheetCellObject, type Worksheet, daySerial, sheetCell, columnLetters, worksheetOf, sheetName,
} from './format/spreadsheet-cells';
export {
  type BadgeColorName, type BadgeColor, BADGE_COLORS, INVOICE_STATUS_BADGES, DEFAULT_INVOICE_BADGE,
  invoiceDisplayStatus, statusChipText, INVOICE_STATUS_LABELS, invoiceStatusLabel, invoiceStatusBadge,
  CARD_PAYMENT_STATUS_LABELS, cardPaymentStatusLabel, CLIENT_STATUS_BADGES, clientStatusLabel,
} from './format/statuses';
export {
  CHIP_LABEL_MAX_LENGTH, chipLabel, MASKED_CARD_LENGTH, maskCard, safeFileName, datedFileName,
} from './format/text';
export { TIME_ZONE_LABEL, withTimeZone, formatDateTimeWithZone } from './format/time-zone';
export { type IdTokenClaims, decodeJwtPayload } from './roles/id-token';
export {
  ROLES, type Role, type RoleMap, isRole, roleMapFromGroups, rolesOf, isTenantRoleAccount,
  wrongWebsiteMessage,
} from './roles/roles';
export {
  REMOTE_NAMES, type RemoteName, REMOTE_OF_ROLE, REMOTE_AREAS, federationName, REMOTE_PAGES_MODULE,
  RETRY_PAGES_EVENT, type RemotePagesModule, type RemoteManifestMap, type DeployedApp, type DeployedRemote,
  type CanaryRemote, CANARY_BUCKETS, fnv1a32, canaryBucket, servesCanary, buildFor, type RemoteRegistry,
  type RegistryAction, type RegistryChange, REGISTRY_URL, manifestMapOf, remoteRuntimeFits,
  runtimeSkewMessage,
} from './routes/remotes';
export {
  type MenuItem, type DashboardTile, type PublicRoute, type ProtectedRoute, type SignedInRoute,
  type RouteEntry, PUBLIC_ROUTES, SIGNED_IN_ROUTES, PROTECTED_ROUTES, ROUTE_TABLE, type PageKey,
  type RemotePages, LANDING_BY_ROLE, matchPattern, findRoute, landingPath, canOpen, type MenuEntry,
  menuEntries, selectedMenuPath, type VisibleTile, dashboardTiles, CONSOLE_NAME, NOT_FOUND_TITLE,
  documentTitle, pageTitle, type PaletteEntry, paletteEntries,
} from './routes/routes';
export {
  AMOUNT_FILTER_MESSAGES, AMOUNT_FILTER_DEFAULTS, type AmountDefaultsReading, DEFAULT_AMOUNT_READING,
  isValidAmount, type AmountFilterInput, type AmountRange, type AmountFilterResult, amountFilterInitialValues,
  resolveAmountFilter,
} from './search-grammar/amount-filter';
export {
  SEARCH_DEBOUNCE_MS, FILTER_DELAY_MS, SEARCH_TOOLTIP_TITLE, SEARCH_TOOLTIP_TEXT, SEARCH_PLACEHOLDER,
  BLANKS_LABEL,
} from './search-grammar/constants';
export { SEARCH_LIMITS, SEARCH_LIMIT_MESSAGES } from './search-grammar/limits';
export {
  type ParsedSearch, ORDER_NUMBER_TOKEN, KEY_TOKEN, parseSearch, numericSearchTerm, pastedSearchText,
} from './search-grammar/parse-search';
export {
  type ColumnType, type Lookups, type SearchColumn, VIEW_NAMES, type ViewName, type MultiValueSearch,
  type SearchView, labelSearchText, daySearchText, type ColumnSpec, viewOf, INVOICE_COLUMNS, SEARCH_VIEWS,
  CLIENTS_GRID_VIEW,
} from './search-grammar/views';
export {
  TENANT_CATEGORIES, type TenantCategory, type TenantTheme, type TenantConfiguration, DEFAULT_TENANT_CONFIG,
  TENANT_CONFIG_STORAGE_KEY, storedTenantConfig,
} from './tenant-config/default-tenant-config';
export {
  type FieldRuleName, type FieldRule, FIELD_RULES, REQUIRED_FIELD_MESSAGE, validateField, isEmail,
} from './validation/field-rules';
export { isHexColor, invalidColorMessage } from './validation/hex-color';
export {
  type KeyFilterKind, PHONE_CHARACTERS, isAllowedKey, type FilterableKeyEvent, keyFilter, sanitizeForKind,
} from './validation/key-filters';
export {
  PASSWORD_MIN_LENGTH, type PasswordRuleName, type PasswordChecklistItem, PASSWORD_CHECKLIST_MESSAGES,
  newPasswordChecklist, isNewPasswordValid,
} from './validation/password';
export { SIGN_IN_MESSAGES, type SignInErrors, validateSignIn } from './validation/sign-in';
export {
  type EmptyTextAs, type TrimPayloadOptions, type TrimmedPayload, trimPayload,
} from './validation/trim-payload';
