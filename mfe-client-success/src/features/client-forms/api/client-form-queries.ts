import { CLIENT_FORM_MESSAGES, ENDPOINTS } from 'shared-kit/contract';
import { useEndpointQuery } from 'shared-kit/runtime';

/** The 'Something went wrong' of a list that cannot be loaded (docs/client-success.md#the-list). */
export const LIST_LOAD_FAILED = 'Something went wrong';

/**
 * The client-forms list (docs/client-success.md#the-list) through the query layer; a failure shows
 * the server's message, else 'Something went wrong'.
 */
export function useClientForms() {
  return useEndpointQuery(ENDPOINTS.prospectiveTenants, undefined, { errorToast: LIST_LOAD_FAILED });
}

/**
 * One client form by its submission id; a failure shows the server's message, else 'Unable to
 * fetch' (the page then goes back: docs/client-success.md#the-client-form-screen).
 */
export function useClientForm(submissionId: string) {
  return useEndpointQuery(ENDPOINTS.prospectiveTenant, { params: { submissionId } }, { errorToast: CLIENT_FORM_MESSAGES.unableToFetch });
}

/** A client form's history, newest first (docs/client-success.md#history). */
export function useClientFormHistory(submissionId: string) {
  return useEndpointQuery(ENDPOINTS.prospectiveTenantHistory, { params: { submissionId } }, { errorToast: true });
}
