/**
 * Admin operations on the screens (spec 01 §4 "Admin operations", §7 "Admin status", §9): follow
 * the answer of a starting call with {@link useAdminOperation} (polls POST /admin-status every
 * 60 s while 'Waiting') and show it with {@link AdminOperationResult}.
 */
export { useAdminOperation } from './use-admin-operation';
export { AdminOperationResult } from './admin-operation-result';
