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
  DATE_PRESETS, type DatePreset, DATE_PRESET_LABELS, type DayRange, type DateFilterInput, resolveDateFilter,
} from './dates/date-filter';
export { dayNumber, calendarDateOf, easternDayOf, todayEastern, formatDayFilter } from './dates/day-number';
export type { UserInfo } from './endpoints/account';
export {
  ACTION_LOG_AREA_ROLES, actionLogAreas, ACTION_LOG_ENTITIES, type ActionLogEntity, ACTION_LOG_ENTITY_SOURCES,
  ACTION_LOG_ENTITY_LABELS, ACTION_LOG_PAGE_SIZE, ACTION_LOG_MAX_PAGE_SIZE, ACTION_LOG_EXPORT_LIMIT,
  type ActionLogChange, type ActionLogEntry, type ActionLogQuery, type ActionLogPage, CSV_MIME_TYPE,
} from './endpoints/action-log';
export { REQUEST_ID_HEADER } from './endpoints/async-answer';
export {
  XLSX_MIME_TYPE, CLIENT_STATUSES, type ClientRow, type InvoiceAddress, type ClientContact,
  type PaymentMethod, type ContractTerms, CLIENT_SEARCH_LIMIT, CLIENT_SEARCH_FIELDS, CLIENT_SEARCH_MESSAGES,
  type ClientSearchRequest, type ClientSearchExportRequest, type AwaitingTotalsAnswer,
  type ClientSearchResponse,
} from './endpoints/billing-clients';
export {
  INVOICE_STATUSES, INVOICE_GRID_DEFAULTS, CARD_PAYMENT_STATUSES, PAYMENT_SUCCESSFUL, PAYMENT_FAILED,
  STALE_PREVIEW, DOWNLOAD_LIMIT, MATCHING_LIMITS, MATCHING_LIST_LIMIT, MATCHING_MESSAGES,
  type LastFailedPayment, type CurrencyAmount, amountsByCurrency, type InvoiceRow, type InvoiceLineItem,
  type InvoiceDetails, type UpdateInvoiceStatusResponse, type BatchRetryPaymentResponse,
  type RetryPaymentResponse, INVOICE_SEARCH_LIMIT, INVOICE_SEARCH_COUNT_CAP, INVOICE_SEARCH_FIELDS,
  INVOICE_SEARCH_MESSAGES, type InvoiceMatching, type InvoiceSearchRequest, type InvoiceSearchExportRequest,
  type InvoiceSearchResponse,
} from './endpoints/billing-invoices';
export type {
  BillingPeriodOrder, BillingPeriodOrderGroup, BillingPeriodOrders, ReportListItem,
  ReportColumnDef, Report,
} from './endpoints/billing-reports';
export {
  CLIENT_FORM_STATUSES, CLIENT_FORM_FIELDS, type ClientFormField, type ClientFormValues,
  CLIENT_FORM_REQUIRED_FIELDS, CLIENT_FORM_IMAGE_FIELDS, type ClientFormImageField, CLIENT_FORM_PHONE_FIELDS,
  clientFormMaxLength, IMAGE_FILE_EXTENSIONS, IMAGE_MEDIA_TYPES, type ImageMediaType, MAX_IMAGE_BYTES,
  MAX_CLIENT_FORM_REQUEST_BYTES, CLIENT_SUCCESS_CONTACT_EMAIL, CLIENT_FORM_MESSAGES, isImageFileName,
  imageTypeOf, validateClientFormField, type ClientFormErrors, validateClientForm, submitProblem,
  describeClientFormErrors, completeClientFormValues, type ClientFormRow, type ClientFormRecord,
  type ClientFormFieldsBody, STATUS_NOTE_MAX_LENGTH, type ClientFormStatusBody, type ClientFormWriteAnswer,
  CLIENT_FORM_HISTORY_ACTIONS, type ClientFormHistoryEntry, type OutboxMessage,
} from './endpoints/client-forms';
export { TENANT_ID_MAX_LENGTH, TENANT_ID_PATTERN, TenantIdSchema } from './endpoints/common';
export {
  TENANT_LIFECYCLE_STATES, type TenantLifecycleState, TENANT_LIFECYCLE_LABELS, type TenantLifecycleCount,
} from './endpoints/dashboard';
export {
  type EndpointAccess, type EndpointDeclaration, servedPath, type Endpoint, declareEndpoints, ApiErrorSchema,
  type ApiError, BinaryFile, binaryMediaTypes, pathParamNames, endpointPath,
} from './endpoints/define-endpoint';
export { DRY_RUN_PARAM, isDryRun, acceptsDryRun } from './endpoints/dry-run';
export {
  type ClientStatus, CLIENT_STATUS_LABELS, type InvoiceStatus, type CardPaymentStatus, type PaymentOutcome,
  type ClientFormStatus, type InternalUserType, NON_SELECTABLE_USER_TYPES, API_PATHS,
} from './endpoints/entities';
export {
  type GridViewKey, ALL_INVOICES_ONLY_COLUMNS, COLUMN_WIDTH_LIMITS, VIEW_NAME_MAX_LENGTH, MAX_SAVED_VIEWS,
  type ColumnPin, type ColumnChoice, type SavedGridView, type SaveGridViewBody, type GridPreferences,
} from './endpoints/grid-preferences';
export { type GridQueryState, SEARCH_MAX_OFFSET, type GridSearchMessages } from './endpoints/grid-search';
export {
  IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_RETENTION_HOURS,
  IDEMPOTENT_METHODS, IDEMPOTENCY_MESSAGES,
} from './endpoints/idempotency';
export {
  type InternalUserRow, InternalUsersSearchBodySchema, OFFBOARD_SKIP_REASONS,
  type OffboardSkipped, OFFBOARD_NOTHING_MESSAGE, offboardChangedMessage, type OffboardAnswer,
} from './endpoints/internal-users';
export {
  INVOICE_STATUS_RULE_MESSAGES, statusMayChange, bulkTargetAllows, editDialogStatuses,
} from './endpoints/invoice-status-rules';
export {
  type JobState, FINISHED_JOB_STATES, JOB_AREA_ROLES, JOB_AREAS_SEEN_WHOLE, JOB_LIST_LIMIT, type Job,
} from './endpoints/jobs';
export { paymentSummary, paymentPreviewSummary } from './endpoints/payment-summary';
export { TEXT_RULE_KEYWORD, TEXT_RULE_MESSAGES, textProblem, Text } from './endpoints/schema-helpers';
export {
  SEARCH_RESULT_LIMIT, SEARCH_TEXT_MAX_LENGTH, SEARCH_RESULT_KIND_LABELS, type SearchResult, type SearchArea,
  SEARCH_AREAS, searchUnavailableMessage, searchResultPath,
} from './endpoints/search';
export { ENDPOINTS, type EndpointKey, ENDPOINT_LIST } from './endpoints/table';
export {
  type TelemetryEventKind, TELEMETRY_ERROR_KINDS, type WebVital, TELEMETRY_BATCH_LIMIT,
  TELEMETRY_BATCHES_PER_MINUTE, TELEMETRY_SUMMARY_MINUTES, TELEMETRY_VERSION_PATTERN, type TelemetryEvent,
  type VersionTelemetry, type TelemetrySummary, errorRate,
} from './endpoints/telemetry';
export type { TenantSummary } from './endpoints/tenants';
export {
  formatCurrency, formatPercent, formatMoney, amountInUsd, formatAmountsByCurrency,
} from './format/currency';
export {
  FILTER_DATE_FORMAT, formatDate, formatDateTime, formatFilterDate, easternCalendarDate,
} from './format/dates';
export { formatHours } from './format/durations';
export { MISSING_VALUE, orMissing, formatNumber } from './format/missing';
export {
  FORMULA_TRIGGERS, escapeCell, type SheetColumnType, type SheetColumn, type SheetValue, SHEET_FORMATS,
  type SheetCellObject, daySerial, worksheetOf, sheetName,
} from './format/spreadsheet-cells';
export {
  BADGE_COLORS, invoiceDisplayStatus, statusChipText, invoiceStatusLabel, invoiceStatusBadge,
  CARD_PAYMENT_STATUS_LABELS, cardPaymentStatusLabel, CLIENT_STATUS_BADGES, clientStatusLabel,
} from './format/statuses';
export { chipLabel, maskCard, datedFileName } from './format/text';
export { withTimeZone, formatDateTimeWithZone } from './format/time-zone';
export { decodeJwtPayload } from './roles/id-token';
export {
  ROLES, type Role, type RoleMap, isRole, roleMapFromGroups, rolesOf, isTenantRoleAccount,
  wrongWebsiteMessage,
} from './roles/roles';
export {
  REMOTE_NAMES, type RemoteName, REMOTE_AREAS, federationName, REMOTE_PAGES_MODULE, RETRY_PAGES_EVENT,
  type RemotePagesModule, type RemoteManifestMap, type DeployedApp, type DeployedRemote, buildFor,
  type RemoteRegistry, type RegistryChange, REGISTRY_URL, manifestMapOf, remoteRuntimeFits,
  runtimeSkewMessage,
} from './routes/remotes';
export {
  type RouteEntry, PUBLIC_ROUTES, SIGNED_IN_ROUTES, PROTECTED_ROUTES, ROUTE_TABLE, type RemotePages,
  findRoute, landingPath, canOpen, menuEntries, selectedMenuPath, dashboardTiles, CONSOLE_NAME,
  NOT_FOUND_TITLE, documentTitle, pageTitle, type PaletteEntry, paletteEntries,
} from './routes/routes';
export {
  type AmountDefaultsReading, type AmountRange, amountFilterInitialValues, resolveAmountFilter,
} from './search-grammar/amount-filter';
export {
  SEARCH_DEBOUNCE_MS, FILTER_DELAY_MS, SEARCH_TOOLTIP_TITLE, SEARCH_TOOLTIP_TEXT, SEARCH_PLACEHOLDER,
  BLANKS_LABEL,
} from './search-grammar/constants';
export { SEARCH_LIMITS } from './search-grammar/limits';
export {
  type ParsedSearch, parseSearch, numericSearchTerm, pastedSearchText,
} from './search-grammar/parse-search';
export {
  type ColumnType, type Lookups, type SearchColumn, type ViewName, type SearchView, labelSearchText,
  daySearchText, type ColumnSpec, viewOf, INVOICE_COLUMNS, SEARCH_VIEWS, CLIENTS_GRID_VIEW,
} from './search-grammar/views';
export { validateField } from './validation/field-rules';
export { isHexColor } from './validation/hex-color';
export { keyFilter, sanitizeForKind } from './validation/key-filters';
export { newPasswordChecklist, isNewPasswordValid } from './validation/password';
export { SIGN_IN_MESSAGES } from './validation/sign-in';
