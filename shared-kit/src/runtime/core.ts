/**
 * `shared-kit/runtime/core`: the part of the runtime the shell's pages before sign-in use — runtime
 * config, the session store, the notice channel, the leave holds and the identity token's provider —
 * without the API client and the query layer (axios, TanStack Query), which load with the signed-in
 * console. `shared-kit/runtime` re-exports all of it: these are the very modules of the runtime, so
 * the shell's pages and the shell's runtime share each one's state.
 *
 * Only the shell imports this entry (scripts/test/kit-sharing.test.mjs): it is bundled, not shared,
 * and holds the same state as the runtime on the page only because the page's runtime is the shell's
 * own, which the shell loads before any remote registers its copy (see shell/src/remotes/preload.ts).
 * A remote imports `shared-kit/runtime`.
 */
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
  type UserSession, type SessionMessage, SIDE_MENU_SECTIONS, type SessionState, useSessionStore,
} from './session/session-store';
