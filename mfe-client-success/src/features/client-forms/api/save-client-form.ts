import {
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_MESSAGES,
  ENDPOINTS,
  type ClientFormImageField,
  type ClientFormStatusBody,
  type ClientFormValues,
  type ClientFormWriteAnswer,
} from 'shared-kit/contract';
import { showToast, useEndpointMutation, type EndpointAnswer, type EndpointInput } from 'shared-kit/runtime';

/** The image files chosen in the form, by field; a field without a new file keeps its stored image. */
export type ChosenImages = Partial<Record<ClientFormImageField, File>>;

/** What the form sends: every field (empty ones as empty strings), the tenant id and the chosen files. */
export interface ClientFormSubmission {
  values: ClientFormValues;
  files: ChosenImages;
  /** The form's tenant id, sent with the fields; empty for a new client. */
  tenantId: string;
}

/** The body of a registration or an update: the declared fields, the image fields taking a file. */
type ClientFormBody = EndpointInput<typeof ENDPOINTS.createProspectiveTenant>['body'];

/**
 * The body of a submission (docs/client-success.md#checking-and-sending): `tenantId` and every
 * field as text, an image with a new file as that file instead of its name. Its image fields make
 * the endpoint table send it as multipart/form-data (docs/data-layer.md "Uploads").
 */
export function clientFormBody({ values, files, tenantId }: ClientFormSubmission): ClientFormBody {
  return Object.fromEntries([['tenantId', tenantId], ...CLIENT_FORM_FIELDS.map((field) => [field, files[field as ClientFormImageField] ?? values[field]])]) as ClientFormBody;
}

/** What a save reports when the API accepted it. */
export interface SaveCallbacks<Answer> {
  onSuccess?: (answer: Answer) => void;
}

/**
 * The public new-client registration (docs/client-success.md#checking-and-sending), sent without a
 * token: `register(submission, { onSuccess })` calls `onSuccess` with the answer ('Registered
 * SuccessFully' and the submission id); a refusal shows the server's message in an error toast and
 * the form keeps what was typed.
 */
export function useRegisterClientForm() {
  const mutation = useEndpointMutation(ENDPOINTS.createProspectiveTenant, { errorToast: true });
  return {
    isPending: mutation.isPending,
    register: (submission: ClientFormSubmission, callbacks: SaveCallbacks<EndpointAnswer<typeof ENDPOINTS.createProspectiveTenant>> = {}) =>
      mutation.mutate({ body: clientFormBody(submission) }, callbacks),
  };
}

const WRITTEN = [ENDPOINTS.prospectiveTenant, ENDPOINTS.prospectiveTenants, ENDPOINTS.prospectiveTenantHistory];

/**
 * The update of a form's fields (multipart, docs/client-success.md#checking-and-sending): shows
 * 'Updated SuccessFully', refetches the form, the list and the history, then calls `onSuccess`. A
 * refusal shows the server's message; the form keeps what was typed.
 */
export function useUpdateClientForm(submissionId: string) {
  const mutation = useEndpointMutation(ENDPOINTS.updateProspectiveTenant, {
    invalidates: WRITTEN,
    errorToast: true,
    onSuccess: (answer) => showToast(answer.message || CLIENT_FORM_MESSAGES.updated, 'success'),
  });
  return {
    isPending: mutation.isPending,
    update: (submission: ClientFormSubmission, callbacks: SaveCallbacks<ClientFormWriteAnswer> = {}) =>
      mutation.mutate({ params: { submissionId }, body: clientFormBody(submission) }, callbacks),
  };
}

/**
 * A status change (JSON, docs/client-success.md#status): shows 'Status updated successfully' (and a
 * warning when the e-mail asked for could not be sent), refetches the form, the list and the
 * history, then calls `onSuccess`. A refusal shows the server's message.
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
    change: (body: ClientFormStatusBody, callbacks: SaveCallbacks<ClientFormWriteAnswer> = {}) => mutation.mutate({ params: { submissionId }, body }, callbacks),
  };
}
