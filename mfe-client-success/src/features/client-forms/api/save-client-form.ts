import { useRef } from 'react';
import {
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_MESSAGES,
  ENDPOINTS,
  endpointPath,
  type ClientFormImageField,
  type ClientFormStatusBody,
  type ClientFormValues,
  type ClientFormWriteAnswer,
} from 'shared-kit/contract';
import { apiClient, showToast, toApiError, useEndpointMutation, type EndpointAnswer } from 'shared-kit/runtime';

/** The image files chosen in the form, by field; a field without a new file keeps its stored image. */
export type ChosenImages = Partial<Record<ClientFormImageField, File>>;

/** What the form sends: every field (empty ones as empty strings, spec 02 §5), the tenant id and the chosen files. */
export interface ClientFormSubmission {
  values: ClientFormValues;
  files: ChosenImages;
  /** The form's tenant id (spec 02 §7: sent with the fields), empty for a new client. */
  tenantId: string;
}

/**
 * The multipart body of a submission (spec 02 §7 "multipart of all fields"): `tenantId` and every
 * field as text, an image with a new file as that file instead of its name.
 */
export function clientFormData({ values, files, tenantId }: ClientFormSubmission): FormData {
  const form = new FormData();
  form.append('tenantId', tenantId);
  for (const field of CLIENT_FORM_FIELDS) {
    const file = files[field as ClientFormImageField];
    if (file) form.append(field, file, file.name);
    else form.append(field, values[field]);
  }
  return form;
}

type FormEndpoint = typeof ENDPOINTS.createProspectiveTenant | typeof ENDPOINTS.updateProspectiveTenant;

/**
 * Sends a submission as multipart/form-data to the registration or the update (without a token for
 * the public registration).
 *
 * @throws ApiError with the server's message first (spec 02 §8).
 */
async function sendClientForm<E extends FormEndpoint>(endpoint: E, path: string, submission: ClientFormSubmission): Promise<EndpointAnswer<E>> {
  try {
    const { data } = await apiClient.request<EndpointAnswer<E>>({
      method: endpoint.method,
      url: path,
      data: clientFormData(submission),
      unauthenticated: endpoint.access === 'PUBLIC',
    });
    return data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * The public new-client registration (spec 02 §2.12, §7 "Create client form"): `register(submission)`
 * resolves with the answer ('Registered SuccessFully' and the submission id); a refusal shows the
 * server's message in an error toast and keeps the form as typed.
 */
export function useRegisterClientForm() {
  const submission = useRef<ClientFormSubmission>(undefined);
  const mutation = useEndpointMutation(ENDPOINTS.createProspectiveTenant, {
    errorToast: true,
    request: () => sendClientForm(ENDPOINTS.createProspectiveTenant, ENDPOINTS.createProspectiveTenant.path, submission.current!),
  });
  return {
    isPending: mutation.isPending,
    register: (next: ClientFormSubmission) => {
      submission.current = next;
      return mutation.mutateAsync({ body: next.values });
    },
  };
}

const WRITTEN = [ENDPOINTS.prospectiveTenant, ENDPOINTS.prospectiveTenants, ENDPOINTS.prospectiveTenantHistory];

/**
 * The update of a form's fields (spec 02 §7 "Update client form", multipart): shows 'Updated
 * SuccessFully', then refetches the form, the list and the history. A refusal shows the server's
 * message; the form keeps what was typed.
 */
export function useUpdateClientForm(submissionId: string) {
  const submission = useRef<ClientFormSubmission>(undefined);
  const path = endpointPath(ENDPOINTS.updateProspectiveTenant, { submissionId });
  const mutation = useEndpointMutation(ENDPOINTS.updateProspectiveTenant, {
    invalidates: WRITTEN,
    errorToast: true,
    onSuccess: (answer) => showToast(answer.message || CLIENT_FORM_MESSAGES.updated, 'success'),
    request: () => sendClientForm(ENDPOINTS.updateProspectiveTenant, path, submission.current!),
  });
  return {
    isPending: mutation.isPending,
    update: (next: ClientFormSubmission) => {
      submission.current = next;
      return mutation.mutateAsync({ params: { submissionId }, body: next.values });
    },
  };
}

/**
 * A status change (spec 02 §4, §7 "Status update", JSON): shows 'Status updated successfully' (and a
 * warning when the e-mail asked for could not be sent), then refetches the form, the list and the
 * history.
 */
export function useChangeClientFormStatus(submissionId: string) {
  const mutation = useEndpointMutation(ENDPOINTS.updateProspectiveTenant, {
    invalidates: WRITTEN,
    errorToast: true,
    onSuccess: (answer: ClientFormWriteAnswer) => {
      showToast(answer.message || CLIENT_FORM_MESSAGES.statusUpdated, 'success');
      if (answer.emailSent === false) showToast('The e-mail to the contact could not be sent', 'warning');
    },
  });
  return {
    isPending: mutation.isPending,
    change: (body: ClientFormStatusBody) => mutation.mutateAsync({ params: { submissionId }, body }),
  };
}
