import { CLIENT_FORM_MESSAGES, ENDPOINTS } from 'shared-kit/contract';
import { useEndpointQuery } from 'shared-kit/runtime';

/** The 'Something went wrong' of a list that cannot be loaded (spec 02 §8). */
export const LIST_LOAD_FAILED = 'Something went wrong';

/**
 * The client-forms list (spec 02 §7 "Prospective tenants") through the query layer; a failure shows
 * the server's message, else 'Something went wrong'.
 */
export function useClientForms() {
  return useEndpointQuery(ENDPOINTS.prospectiveTenants, undefined, { errorToast: LIST_LOAD_FAILED });
}

/**
 * One client form by its submission id (spec 02 §7 "Prospective tenant"); a failure shows the
 * server's message, else 'Unable to fetch' (spec 02 §8; the page then goes back).
 */
export function useClientForm(submissionId: string) {
  return useEndpointQuery(ENDPOINTS.prospectiveTenant, { params: { submissionId } }, { errorToast: CLIENT_FORM_MESSAGES.unableToFetch });
}

/** A client form's history, newest first (spec 02 §2.12 "History"). */
export function useClientFormHistory(submissionId: string) {
  return useEndpointQuery(ENDPOINTS.prospectiveTenantHistory, { params: { submissionId } }, { errorToast: true });
}
