/**
 * Admin operations on the screens (docs/platform-ops.md#admin-operations): follow
 * the answer of a starting call with {@link useAdminOperation} (polls POST /admin-status every
 * 60 s while 'Waiting') and show it with {@link AdminOperationResult}.
 */
export { useAdminOperation } from './use-admin-operation';
export { AdminOperationResult } from './admin-operation-result';
