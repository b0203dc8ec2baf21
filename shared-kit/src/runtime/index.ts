/**
 * `shared-kit/runtime`: what exists once per page — runtime config (`config/`), the API client and the
 * calls of the endpoint table (`api/`, docs/data-layer.md), the session store (`session/`), the notice
 * channel and the leave holds (`page/`) and the query layer (`query/`: one QueryClient, typed hooks
 * over the endpoint table). A strict Module Federation singleton: keep it small, and change it only
 * in semver-disciplined steps (a breaking change is a new major).
 */
export {
  ASYNC_POLL_INTERVAL_MS, ASYNC_TIMEOUT_MS, REQUEST_TIMED_OUT_MESSAGE, REQUEST_ID_HEADER, type AsyncAnswer,
} from './api/async-request';
export { apiClient } from './api/client';
export {
  type EndpointInput, type EndpointInputArg, type EndpointAnswer, type EndpointAsyncResponse,
  type RequestEndpointOptions, type AsyncEndpointOptions, type EndpointFileOptions, endpointBaseUrl,
  requestEndpoint, requestAsyncEndpoint, fetchEndpointFile,
} from './api/endpoint-request';
export {
  INTERNAL_SERVICE_ERROR_MESSAGE, CONNECTION_ERROR, NOT_AUTHORIZED_EXCEPTION, INTERNAL_SERVER_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE, ApiError, type ApiFieldError, validationProblem, apiFieldError,
  type ApiErrorMessageOptions, apiErrorMessage, isQuietFailure, isConnectionError, type HandleErrorOptions,
  handleApiError, SOMETHING_WENT_WRONG_MESSAGE,
} from './api/errors';
export {
  EXCEL_ACCEPT_HEADER, type ExportedFile, fileNameFromDisposition, blobText, errorBody, downloadBlob,
} from './api/export-file';
export {
  uuidV4, UserAction, runUserAction, currentUserAction, attachIdempotencyKey, IDEMPOTENCY_KEY_HEADER,
} from './api/idempotency';
export { type TokenProvider, setTokenProvider, getIdToken } from './api/token';
export {
  ENVIRONMENTS, type Environment, TEST_TOOL_ENVIRONMENTS, isTestToolEnvironment, type AuthConfig,
  type RuntimeConfig, providerWebsite, clientSuccessEmail, DEFAULT_GRID_SERVER_MODE_THRESHOLD,
  gridServerModeThreshold, validateRuntimeConfig, loadRuntimeConfig, setRuntimeConfig, getRuntimeConfig,
} from './config/runtime-config';
export { holdLeave, leaveMessage, subscribeLeaveHolds } from './page/leave-guard';
export {
  TOAST_DURATION_MS, MESSAGE_BAR_DURATION_MS, TOAST_PLACEMENT, type NotifySeverity, type ToastArgs,
  type MessageBarArgs, MAX_TOASTS, type NotifyApi, MAX_PENDING_NOTICES, setNotifyApi, type ToastOptions,
  showToast, closeToast, clearToasts, TOAST_KEEP_ON_LEAVE_MS, showMessageBar, type Notice, notify,
} from './page/notify';
export {
  endpointQueryKey, type EndpointQueryOptions, useEndpointQuery, setEndpointData,
  type EndpointMutationOptions, useEndpointMutation,
} from './query/endpoint-hooks';
export {
  type ErrorToast, type ConsoleQueryMeta, createConsoleQueryClient, consoleQueryClient, useConsoleQueryClient,
  useConsoleQuery, useConsoleQueries, type QueryObserverResult, type UseQueryOptions, type QueryLayerProps,
  QueryLayer,
} from './query/query-client';
export { type WriteAction, useWriteAction } from './query/write-action';
export {
  type UserSession, type SessionMessage, SIDE_MENU_SECTIONS, type SessionState, useSessionStore,
} from './session/session-store';
