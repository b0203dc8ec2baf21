import { ENDPOINTS } from 'shared-kit/contract';
import { useEndpointQuery } from 'shared-kit/runtime';

/**
 * The internal users whose email contains `email` (docs/org-admin.md#search): POST
 * /internal-users/search `{ email }` through the query layer, one cached answer per email, nothing
 * asked while `email` is empty. A failure is the query's `error`: the grid shows it inline with Retry.
 */
export function useInternalUsersSearch(email: string) {
  return useEndpointQuery(ENDPOINTS.internalUsersSearch, { body: { email } }, { enabled: email !== '' });
}
