/**
 * The writes of the client forms (docs/client-success.md#client-forms): the public registration,
 * the update of the fields and the status change. Each change is committed with its action-log row
 * in one transaction; e-mails are sent after the commit, so a failing mail step never loses the
 * change, and each e-mail gets an action-log row of its own with its outcome.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { changedFields, recordAction, type ActionContext, type ActionEntry, type FieldChange } from '../action-log/record-action.js';
import {
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_IMAGE_FIELDS,
  CLIENT_FORM_MESSAGES,
  CLIENT_SUCCESS_CONTACT_EMAIL,
  completeClientFormValues,
  describeClientFormErrors,
  imageTypeOf,
  validateClientForm,
  type ClientFormFieldsBody,
  type ClientFormImageField,
  type ClientFormRecord,
  type ClientFormStatusBody,
  type ClientFormValues,
  type ClientFormWriteAnswer,
  type ImageMediaType,
} from '../contract.js';
import type { Database } from '../db/database.js';
import { HttpError, badRequest, conflict } from '../lib/http-error.js';
import { fieldLabel } from '../lib/input-problems.js';
import type { BlobStore } from '../local/local-blob.js';
import { MAIL_FROM, type MailMessage, type MailSender } from '../local/local-mail.js';
import {
  deleteClientFormImage,
  getClientForm,
  getClientFormImages,
  insertClientForm,
  putClientFormImage,
  setClientFormStatus,
  updateClientFormFields,
  type ClientFormImage,
} from './client-forms-repository.js';
import type { UploadedFile } from './image-uploads.js';

/** The action-log area of the client forms (the endpoint table's `area`). */
export const CLIENT_FORMS_AREA = 'client-success';

/** What the client-form writes need: the database, where images go, how e-mail leaves, a logger. */
export interface ClientFormServices {
  db: Database;
  blobs: BlobStore;
  mail: MailSender;
  log: FastifyBaseLogger;
}

const EXTENSIONS: Record<ImageMediaType, string> = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' };

/** A new, unguessable submission id: `SUB-` and 12 upper-case hex digits. */
export function newSubmissionId(): string {
  return `SUB-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** An uploaded image checked to be one, with the key its bytes are stored under. */
interface AcceptedImage extends ClientFormImage {
  bytes: Buffer;
}

/**
 * The uploaded files as images, each recognised by its bytes (magic numbers: PNG, GIF or JPEG,
 * whatever its name or declared type say).
 *
 * @throws HttpError 400 'The logo is not a PNG, GIF or JPEG image' for any other bytes.
 */
function acceptImages(submissionId: string, files: readonly UploadedFile[]): AcceptedImage[] {
  return files.map((file) => {
    const contentType = imageTypeOf(file.bytes);
    if (!contentType) throw badRequest(`The ${file.field} is not a PNG, GIF or JPEG image`);
    return {
      field: file.field,
      fileName: file.fileName,
      contentType,
      byteSize: file.bytes.length,
      blobKey: `client-forms/${submissionId}/${file.field}-${randomBytes(6).toString('hex')}.${EXTENSIONS[contentType]}`,
      bytes: file.bytes,
    };
  });
}

/**
 * Checks the values of a form against the rules of docs/client-success.md#client-forms.
 *
 * @throws HttpError 400 naming each field in error, e.g. 'signerName: Required field; payableEmail: Invalid Email'.
 */
function assertValid(values: ClientFormValues): void {
  const errors = validateClientForm(values);
  if (Object.keys(errors).length > 0) throw badRequest(describeClientFormErrors(errors));
}

/**
 * Stores the images' bytes, runs `write`, and removes the stored bytes again when `write` fails,
 * so a refused or failed request leaves nothing behind.
 */
async function withStoredImages<T>(services: ClientFormServices, images: readonly AcceptedImage[], write: () => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    for (const image of images) {
      await services.blobs.put(image.blobKey, image.bytes);
      stored.push(image.blobKey);
    }
    return await write();
  } catch (error) {
    await Promise.all(stored.map((key) => services.blobs.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Sends `message` and records the attempt in the action log (outcome SUCCEEDED or FAILED, the
 * recipient as the change). Never throws: the change it follows is already committed.
 *
 * @returns whether the message was handed over.
 */
async function sendAndRecord(services: ClientFormServices, context: ActionContext, entry: Pick<ActionEntry, 'endpoint' | 'targetIds' | 'note'>, message: MailMessage): Promise<boolean> {
  let sent = false;
  try {
    await services.mail.sendMail(message);
    sent = true;
  } catch (error) {
    services.log.error({ err: error, to: message.to, subject: message.subject }, 'e-mail not sent');
  }
  try {
    await recordAction(services.db, {
      ...context,
      ...entry,
      area: CLIENT_FORMS_AREA,
      action: 'EMAIL',
      changes: { email: { from: null, to: message.to } },
      outcome: sent ? 'SUCCEEDED' : 'FAILED',
    });
  } catch (error) {
    services.log.error({ err: error }, 'e-mail attempt not recorded');
  }
  return sent;
}

/**
 * The public new-client registration (docs/client-success.md#client-forms): checks the fields and
 * the images (by their bytes), stores the images, commits the SUBMITTED form with its REGISTERED
 * history row, then announces it to {@link CLIENT_SUCCESS_CONTACT_EMAIL}; a failing announcement is
 * logged and recorded, the registration stands.
 *
 * @returns the new submission id.
 * @throws HttpError 400 for a field in error, a tenant id, an image that is none, or an image named
 *   without its file; nothing is stored then.
 */
export async function registerClientForm(
  services: ClientFormServices,
  context: ActionContext,
  body: ClientFormFieldsBody,
  files: readonly UploadedFile[],
): Promise<string> {
  if (body.tenantId) throw badRequest('A new registration has no tenant ID yet', 'tenantId');
  const values = completeClientFormValues(body);
  const submissionId = newSubmissionId();
  const images = acceptImages(submissionId, files);
  for (const field of CLIENT_FORM_IMAGE_FIELDS) {
    if (values[field] !== '' && !images.some((image) => image.field === field)) {
      throw badRequest(`Send the ${fieldLabel(field).toLowerCase()} as an image file`, field);
    }
  }
  assertValid(values);
  await withStoredImages(services, images, () =>
    services.db.transaction(async (tx) => {
      await insertClientForm(tx, submissionId, values);
      for (const image of images) await putClientFormImage(tx, submissionId, image);
      await recordAction(tx, {
        ...context,
        area: CLIENT_FORMS_AREA,
        endpoint: 'createProspectiveTenant',
        action: 'REGISTERED',
        targetIds: [submissionId],
        changes: { status: { from: null, to: 'SUBMITTED' } },
      });
    }),
  );
  await sendAndRecord(services, context, { endpoint: 'createProspectiveTenant', targetIds: [submissionId] }, {
    from: MAIL_FROM,
    to: CLIENT_SUCCESS_CONTACT_EMAIL,
    subject: `New client registration: ${values.businessName}`,
    text: [
      `${values.officialLegalName} registered a new client account (submission ${submissionId}).`,
      `Business: ${values.businessName}`,
      `Contact: ${values.contactEmail}`,
      'Review it under Client Forms, SUBMITTED.',
    ].join('\n'),
  });
  return submissionId;
}

const STATUS_KEYS = new Set(['status', 'sendEmailNotification', 'note']);

/** Whether a PUT body is a status change (it has `status`) rather than the form's fields. */
export function isStatusBody(body: ClientFormStatusBody | ClientFormFieldsBody): body is ClientFormStatusBody {
  return 'status' in body;
}

function rejectionEmail(record: ClientFormRecord, note: string): MailMessage {
  return {
    from: MAIL_FROM,
    to: record.contactEmail,
    subject: 'Your new client account registration',
    text: [
      'Hello,',
      '',
      `We have reviewed the new client account registration of ${record.businessName} (submission ${record.submissionId}) and cannot accept it as it stands.`,
      ...(note ? ['', `Note from our client success team: ${note}`] : []),
      '',
      `Need help? Write to ${CLIENT_SUCCESS_CONTACT_EMAIL}.`,
    ].join('\n'),
  };
}

/**
 * A status change (docs/client-success.md#client-forms): any status but the current one, committed
 * with its STATUS_CHANGED history row (from → to, the note); with REJECTED and
 * `sendEmailNotification`, then the e-mail to the contact with the note.
 *
 * @returns 'Status updated successfully', and whether the e-mail asked for was sent.
 * @throws HttpError 400 for other properties beside status, sendEmailNotification and note, or an
 *   e-mail with another status than REJECTED; 404 for an unknown form; 409 when the form already
 *   has the status. Nothing changes then.
 */
export async function changeClientFormStatus(
  services: ClientFormServices,
  context: ActionContext,
  submissionId: string,
  body: ClientFormStatusBody,
): Promise<ClientFormWriteAnswer> {
  const extra = Object.keys(body).filter((key) => !STATUS_KEYS.has(key));
  if (extra.length > 0) throw badRequest(`A status change carries only the status, the e-mail notification and the note, not ${extra.join(', ')}`);
  const wantsEmail = body.sendEmailNotification === true;
  if (wantsEmail && body.status !== 'REJECTED') throw badRequest('The e-mail notification goes only with the status REJECTED', 'sendEmailNotification');
  const note = body.note?.trim() ?? '';
  const record = await services.db.transaction(async (tx) => {
    const current = await getClientForm(tx, submissionId, { forUpdate: true });
    if (current.status === body.status) throw conflict(`The client form ${submissionId} is already ${body.status}`);
    await setClientFormStatus(tx, submissionId, body.status);
    await recordAction(tx, {
      ...context,
      area: CLIENT_FORMS_AREA,
      endpoint: 'updateProspectiveTenant',
      action: 'STATUS_CHANGED',
      targetIds: [submissionId],
      changes: { status: { from: current.status, to: body.status } },
      note: note || null,
    });
    return current;
  });
  if (!wantsEmail) return { message: CLIENT_FORM_MESSAGES.statusUpdated };
  const emailSent = await sendAndRecord(services, context, { endpoint: 'updateProspectiveTenant', targetIds: [submissionId], note: note || null }, rejectionEmail(record, note));
  return { message: CLIENT_FORM_MESSAGES.statusUpdated, emailSent };
}

/** A form's tenant id as stored: `null` for an empty one. */
function tenantIdOf(body: ClientFormFieldsBody, record: ClientFormRecord): string | null {
  if (body.tenantId === undefined) return record.tenant_id;
  return body.tenantId === '' ? null : body.tenantId;
}

/**
 * An update of the whole form (a PUT: missing fields become
 * empty): an image field keeps the stored image when it names it, drops it when empty, and takes a
 * new file part otherwise. Committed with its UPDATED history row listing each changed field (from
 * → to); an update that changes nothing writes nothing. Replaced images' bytes are removed after
 * the commit.
 *
 * @returns 'Updated SuccessFully'.
 * @throws HttpError 400 for a field in error, an image that is none or a new image name without its
 *   file; 404 for an unknown form. Nothing changes then.
 */
export async function updateClientForm(
  services: ClientFormServices,
  context: ActionContext,
  submissionId: string,
  body: ClientFormFieldsBody,
  files: readonly UploadedFile[],
): Promise<ClientFormWriteAnswer> {
  const values = completeClientFormValues(body);
  const images = acceptImages(submissionId, files);
  assertValid(values);
  const replaced: string[] = [];
  await withStoredImages(services, images, () =>
    services.db.transaction(async (tx) => {
      const record = await getClientForm(tx, submissionId, { forUpdate: true });
      const stored = await getClientFormImages(tx, submissionId);
      for (const field of CLIENT_FORM_IMAGE_FIELDS) {
        const uploaded = images.find((image) => image.field === field);
        if (!uploaded && values[field] !== '' && values[field] !== record[field]) {
          throw badRequest(`Send the new ${fieldLabel(field).toLowerCase()} as an image file`, field);
        }
      }
      const tenantId = tenantIdOf(body, record);
      const before = { ...pick(record), tenant_id: record.tenant_id };
      const after = { ...values, tenant_id: tenantId };
      const changes: Record<string, FieldChange> = changedFields(before, after, [...CLIENT_FORM_FIELDS, 'tenant_id'] as const);
      for (const image of images) {
        // A new file under the same name is still a change of the image.
        changes[image.field] ??= { from: record[image.field], to: image.fileName };
      }
      if (Object.keys(changes).length === 0) return;
      await updateClientFormFields(tx, submissionId, values, tenantId);
      for (const field of CLIENT_FORM_IMAGE_FIELDS) {
        const uploaded = images.find((image) => image.field === field);
        const previous = stored[field];
        if (uploaded) await putClientFormImage(tx, submissionId, uploaded);
        else if (values[field] === '' && previous) await deleteClientFormImage(tx, submissionId, field);
        else continue;
        if (previous) replaced.push(previous.blobKey);
      }
      await recordAction(tx, { ...context, area: CLIENT_FORMS_AREA, endpoint: 'updateProspectiveTenant', action: 'UPDATED', targetIds: [submissionId], changes });
    }),
  );
  await Promise.all(replaced.map((key) => services.blobs.delete(key).catch((error: unknown) => services.log.warn({ err: error, key }, 'replaced image not removed'))));
  return { message: CLIENT_FORM_MESSAGES.updated };
}

function pick(record: ClientFormRecord): ClientFormValues {
  return Object.fromEntries(CLIENT_FORM_FIELDS.map((field) => [field, record[field]])) as ClientFormValues;
}

/**
 * The bytes of a form's image, with their media type and file name.
 *
 * @throws HttpError 404 when the form is unknown or has no such image.
 */
export async function readClientFormImage(
  services: Pick<ClientFormServices, 'db' | 'blobs'>,
  submissionId: string,
  field: ClientFormImageField,
): Promise<{ bytes: Uint8Array; contentType: ImageMediaType; fileName: string }> {
  await getClientForm(services.db, submissionId);
  const image = (await getClientFormImages(services.db, submissionId))[field];
  const bytes = image ? await services.blobs.get(image.blobKey) : null;
  if (!image || !bytes) throw new HttpError(404, `Client form ${submissionId} has no ${field}`);
  return { bytes, contentType: image.contentType, fileName: image.fileName };
}
