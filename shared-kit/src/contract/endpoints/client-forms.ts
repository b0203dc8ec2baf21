/**
 * Client forms (docs/client-success.md#client-forms):
 * the form's fields and rules, which the console and platform-api both apply, and the endpoints of
 * CLIENT_SUCCESS and of the public new-client registration.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PHONE_CHARACTERS } from '../validation/key-filters';
import { REQUIRED_FIELD_MESSAGE, isEmail } from '../validation/field-rules';
import { SubmissionIdSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum } from './schema-helpers';

/** Client form statuses. */
export const CLIENT_FORM_STATUSES = ['SUBMITTED', 'COMPLETED', 'REJECTED'] as const;

/**
 * The fields of the client form a person fills in, in form order. `logo`
 * and `favicon` are images: their value is the chosen file's name.
 */
export const CLIENT_FORM_FIELDS = [
  'contactEmail',
  'officialLegalName',
  'dba',
  'jurisdictionOfOrganization',
  'signerName',
  'signerTitle',
  'signerEmail',
  'signerPhone',
  'payableContactName',
  'payableEmail',
  'payablePhone',
  'billingAddress1',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingCountry',
  'billingZipcode',
  'businessName',
  'businessShortName',
  'currency',
  'adminSiteUrl',
  'adminUserEmail',
  'buyerSiteUrl',
  'buyerFromEmail',
  'buyerSiteLanguage',
  'logo',
  'favicon',
  'existingBusinessWebsite',
] as const;

/** One field of the client form. */
export type ClientFormField = (typeof CLIENT_FORM_FIELDS)[number];

/** The values of the client form, every field as text (empty values are empty strings, docs/client-success.md#checking-and-sending). */
export type ClientFormValues = Record<ClientFormField, string>;

/**
 * The required fields (docs/client-success.md#client-forms). billingState is listed as required by one reading
 * and optional by another: it is optional here, as the stored forms already are (countries without
 * states, e.g. Singapore, have none to give); its maximum length still applies.
 */
export const CLIENT_FORM_REQUIRED_FIELDS: readonly ClientFormField[] = [
  'contactEmail',
  'officialLegalName',
  'jurisdictionOfOrganization',
  'signerName',
  'signerTitle',
  'signerEmail',
  'payableContactName',
  'payableEmail',
  'billingAddress1',
  'billingCity',
  'billingCountry',
  'billingZipcode',
  'businessName',
  'currency',
  'adminSiteUrl',
  'adminUserEmail',
  'buyerSiteUrl',
  'buyerFromEmail',
  'buyerSiteLanguage',
];

/** The image fields (docs/client-success.md#client-forms): read-only boxes that open a file picker, the file's name as value. */
export const CLIENT_FORM_IMAGE_FIELDS = ['logo', 'favicon'] as const;
/** One image field of the client form. */
export type ClientFormImageField = (typeof CLIENT_FORM_IMAGE_FIELDS)[number];

/** The phone fields (docs/client-success.md#client-forms): key input restricted to phone characters. */
export const CLIENT_FORM_PHONE_FIELDS: readonly ClientFormField[] = ['signerPhone', 'payablePhone'];

/** The fields that must hold an e-mail address: every field whose name contains Email (docs/client-success.md#client-forms). */
export const CLIENT_FORM_EMAIL_FIELDS: readonly ClientFormField[] = CLIENT_FORM_FIELDS.filter((field) => field.includes('Email'));

/**
 * Longest file name kept for an image (the common file-system limit); the spec's "100 for most
 * fields" is about typed text, and an image's name comes from the picker.
 */
const IMAGE_NAME_MAX_LENGTH = 255;

const MAX_LENGTHS: Partial<Record<ClientFormField, number>> = {
  signerPhone: 50,
  payablePhone: 50,
  billingState: 50,
  billingZipcode: 50,
  businessName: 50,
  buyerSiteLanguage: 20,
  currency: 10,
  businessShortName: 10,
  logo: IMAGE_NAME_MAX_LENGTH,
  favicon: IMAGE_NAME_MAX_LENGTH,
};

/**
 * The longest value of a field (docs/client-success.md#client-forms): 50 for phones, billingState, billingZipcode and
 * businessName; 20 for the language; 10 for currency and businessShortName; 100 for the rest
 * (image file names: 255).
 *
 * @example clientFormMaxLength('currency') // 10
 */
export function clientFormMaxLength(field: ClientFormField): number {
  return MAX_LENGTHS[field] ?? 100;
}

/** Image file extensions the form accepts (docs/client-success.md#client-forms). */
export const IMAGE_FILE_EXTENSIONS = ['png', 'gif', 'jpeg', 'jpg'] as const;

/** Media types of the accepted images, as recognised from their bytes. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
/** See {@link IMAGE_MEDIA_TYPES}. */
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/**
 * Largest image a submission may carry, per file: 1 MiB (1,048,576 bytes). Larger files are refused
 * with 413 and nothing is stored.
 */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * Largest multipart request the client-form calls accept: 2.5 MiB (two images of
 * {@link MAX_IMAGE_BYTES} and the text fields with room to spare). Larger requests are refused with
 * 413 before anything is read or stored.
 */
export const MAX_CLIENT_FORM_REQUEST_BYTES = 2.5 * 1024 * 1024;

/**
 * The client-success contact address of the Need Help block (docs/client-success.md#client-forms); new registrations are
 * announced to it.
 */
export const CLIENT_SUCCESS_CONTACT_EMAIL = 'clientsuccess@px.local';

/** The messages of the client form (docs/client-success.md#client-forms, docs/client-success.md#checking-and-sending). */
export const CLIENT_FORM_MESSAGES = {
  /** A required field that is empty after trimming. */
  required: REQUIRED_FIELD_MESSAGE,
  /** A field whose name contains Email and that holds no e-mail address. */
  invalidEmail: 'Invalid Email',
  /** Submitting with required fields left empty. */
  fillRequired: 'Fill the required fields',
  /** Submitting with other errors left. */
  checkFields: 'Please check all fields are filled with proper value',
  /** A phone field holding something else than phone characters (pasted text). */
  invalidPhone: 'invalid telephone number',
  /** An image whose name is not .png, .gif, .jpeg or .jpg. */
  imageType: 'Images: png, gif, jpeg, jpg only',
  /** An image over {@link MAX_IMAGE_BYTES}. */
  imageTooLarge: 'The image must be at most 1 MB',
  /** Answer of a public registration. */
  registered: 'Registered SuccessFully',
  /** Answer of an update of the form's fields. */
  updated: 'Updated SuccessFully',
  /** Answer of a status change. */
  statusUpdated: 'Status updated successfully',
  /** A record that could not be fetched (the page then goes back). */
  unableToFetch: 'Unable to fetch',
} as const;

/**
 * A value longer than a field's maximum (the inputs stop typing there; pasted or sent values can still be).
 *
 * @example tooLongMessage(10) // 'At most 10 characters'
 */
export function tooLongMessage(maxLength: number): string {
  return `At most ${maxLength} characters`;
}

/**
 * Whether a file name ends in .png, .gif, .jpeg or .jpg, in any case (docs/client-success.md#client-forms).
 *
 * @example isImageFileName('Logo.PNG') // true
 * @example isImageFileName('logo.svg') // false
 */
export function isImageFileName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (IMAGE_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The media type of an image recognised from its first bytes (magic numbers): PNG `89 50 4E 47 0D
 * 0A 1A 0A`, GIF `GIF87a`/`GIF89a`, JPEG `FF D8 FF`; `null` for anything else, whatever the name or
 * the declared type say.
 *
 * @example imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 * @example imageTypeOf(new TextEncoder().encode('hello')) // null
 */
export function imageTypeOf(bytes: Uint8Array): ImageMediaType | null {
  const starts = (signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/**
 * The error of one field's value, or `undefined` (docs/client-success.md#client-forms): 'Required field' for a
 * required field empty after trimming; 'Invalid Email' for a field whose name contains Email and
 * that holds no e-mail address; 'invalid telephone number' for a phone field with other than phone
 * characters; 'Images: png, gif, jpeg, jpg only' for an image of another kind; 'At most N
 * characters' past the field's maximum. Optional fields may be empty.
 *
 * @example validateClientFormField('signerEmail', 'jane@') // 'Invalid Email'
 * @example validateClientFormField('dba', '') // undefined
 */
export function validateClientFormField(field: ClientFormField, value: string): string | undefined {
  if (value.trim() === '') return CLIENT_FORM_REQUIRED_FIELDS.includes(field) ? CLIENT_FORM_MESSAGES.required : undefined;
  if (CLIENT_FORM_EMAIL_FIELDS.includes(field) && !isEmail(value.trim())) return CLIENT_FORM_MESSAGES.invalidEmail;
  if (CLIENT_FORM_PHONE_FIELDS.includes(field) && [...value].some((character) => !PHONE_CHARACTERS.includes(character))) {
    return CLIENT_FORM_MESSAGES.invalidPhone;
  }
  if ((CLIENT_FORM_IMAGE_FIELDS as readonly string[]).includes(field) && !isImageFileName(value)) return CLIENT_FORM_MESSAGES.imageType;
  const maxLength = clientFormMaxLength(field);
  if (value.length > maxLength) return tooLongMessage(maxLength);
  return undefined;
}

/** The errors of a client form, by field; fields without an error are absent. */
export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

/**
 * Every field's error (see {@link validateClientFormField}); a missing value counts as empty.
 *
 * @example Object.keys(validateClientForm({})).length // 19, the required fields
 */
export function validateClientForm(values: Partial<ClientFormValues>): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const field of CLIENT_FORM_FIELDS) {
    const error = validateClientFormField(field, values[field] ?? '');
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * What submitting a form with `errors` says (docs/client-success.md#checking-and-sending): 'Fill the required fields' when a required
 * field is empty (an empty submission among them), else 'Please check all fields are filled with
 * proper value' when errors remain; `undefined` without errors.
 *
 * @example submitProblem({ dba: 'At most 100 characters' }) // 'Please check all fields are filled with proper value'
 */
export function submitProblem(errors: ClientFormErrors): string | undefined {
  const messages = Object.values(errors);
  if (messages.length === 0) return undefined;
  return messages.includes(CLIENT_FORM_MESSAGES.required) ? CLIENT_FORM_MESSAGES.fillRequired : CLIENT_FORM_MESSAGES.checkFields;
}

/** The problems of a form as one line for an API answer: `field: message` joined by '; '. */
export function describeClientFormErrors(errors: ClientFormErrors): string {
  return Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
}

/**
 * Values with every field present: missing ones as empty strings (docs/client-success.md#checking-and-sending).
 *
 * @example completeClientFormValues({ dba: 'Acme' }).contactEmail // ''
 */
export function completeClientFormValues(values: Partial<Record<string, string>>): ClientFormValues {
  return Object.fromEntries(CLIENT_FORM_FIELDS.map((field) => [field, values[field] ?? ''])) as ClientFormValues;
}

/** One row of the client-forms list (docs/client-success.md#client-forms). */
export const ClientFormRowSchema = Type.Object({
  submissionId: Type.String(),
  companyName: Type.String(),
  status: StringEnum(CLIENT_FORM_STATUSES),
  contactEmail: Type.String(),
  createDate: Type.String({ description: 'ISO-8601 instant' }),
  updateDate: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link ClientFormRowSchema}. */
export type ClientFormRow = Static<typeof ClientFormRowSchema>;

const fieldProperties = <Build extends (field: ClientFormField) => TSchema>(build: Build) =>
  Object.fromEntries(CLIENT_FORM_FIELDS.map((field) => [field, build(field)])) as Record<ClientFormField, ReturnType<Build>>;

/** A full client form record: the row plus every field of the form. */
export const ClientFormRecordSchema = Type.Object({
  ...ClientFormRowSchema.properties,
  tenant_id: Nullable(Type.String({ description: 'Set once the tenant exists' })),
  ...fieldProperties(() => Type.String()),
});
/** See {@link ClientFormRecordSchema}. */
export type ClientFormRecord = Static<typeof ClientFormRecordSchema>;

const fieldValueSchema = (field: ClientFormField) =>
  Type.String({
    maxLength: clientFormMaxLength(field),
    description: (CLIENT_FORM_IMAGE_FIELDS as readonly string[]).includes(field)
      ? 'An image: a file part of a multipart body (png, gif or jpeg by its bytes); as text, the name of the image the form already holds, or empty'
      : `At most ${clientFormMaxLength(field)} characters`,
  });

/** The fields of a client form as sent (images as the chosen files' names); see {@link ClientFormFieldsBodySchema}. */
export type ClientFormFieldsBody = Partial<ClientFormValues> & { tenantId?: string };

/** `tenantId` sent with the fields: empty, or the tenant created for the form. */
const TenantIdFieldSchema = Type.String({ pattern: '^([A-Za-z0-9_-]{1,60})?$', description: 'Empty, or the tenant id set on edit' });

/**
 * The fields of a client form as sent by the new-client registration and the update:
 * as JSON or as `multipart/form-data` whose images are file parts. Required fields must be present;
 * their content rules (docs/client-success.md#client-forms) are checked by the API with {@link validateClientForm}.
 */
export const ClientFormFieldsBodySchema = Type.Unsafe<ClientFormFieldsBody>(
  Type.Object(
    {
      tenantId: Type.Optional(TenantIdFieldSchema),
      ...Object.fromEntries(
        CLIENT_FORM_FIELDS.map((field) => [field, CLIENT_FORM_REQUIRED_FIELDS.includes(field) ? fieldValueSchema(field) : Type.Optional(fieldValueSchema(field))]),
      ),
    },
    { additionalProperties: false },
  ),
);

/** Longest note of a status change. */
export const STATUS_NOTE_MAX_LENGTH = 1000;

/**
 * A status change: any status; with REJECTED, optionally an e-mail
 * to the contact, with the note.
 */
export const ClientFormStatusBodySchema = Type.Object(
  {
    status: StringEnum(CLIENT_FORM_STATUSES),
    sendEmailNotification: Type.Optional(Type.Boolean({ description: 'With REJECTED: e-mail the contact' })),
    note: Type.Optional(Type.String({ maxLength: STATUS_NOTE_MAX_LENGTH, description: 'Kept in the history; sent in the e-mail' })),
  },
  { additionalProperties: false },
);
/** See {@link ClientFormStatusBodySchema}. */
export type ClientFormStatusBody = Static<typeof ClientFormStatusBodySchema>;

/**
 * The body of PUT /client-success/prospective-tenants/:submissionId, where the spec puts both the
 * status update and the form update: a {@link ClientFormStatusBody} (JSON) or the form's
 * fields (JSON or multipart). One object schema holds the properties of both, none required, so a
 * bad value is named by its property; the API then takes a body with `status` as a status change
 * (nothing else beside sendEmailNotification and note) and any other as the whole form (PUT
 * replaces it: missing fields become empty, required ones are then refused).
 */
export const ClientFormUpdateBodySchema = Type.Unsafe<ClientFormStatusBody | ClientFormFieldsBody>({
  type: 'object',
  properties: {
    ...ClientFormStatusBodySchema.properties,
    tenantId: TenantIdFieldSchema,
    ...fieldProperties(fieldValueSchema),
  },
  additionalProperties: false,
  description: 'A status change (status, sendEmailNotification, note) or the whole form (its fields and tenantId)',
});

/** The answer of the client-form writes: the message to show (docs/client-success.md#checking-and-sending). */
export const ClientFormWriteAnswerSchema = Type.Object({
  message: Type.String({ description: "'Updated SuccessFully' or 'Status updated successfully'" }),
  emailSent: Type.Optional(Type.Boolean({ description: 'Whether the rejection e-mail asked for was sent' })),
});
/** See {@link ClientFormWriteAnswerSchema}. */
export type ClientFormWriteAnswer = Static<typeof ClientFormWriteAnswerSchema>;

/** The answer of the public registration. */
export const ClientFormRegisteredSchema = Type.Object({
  message: Type.String({ description: "'Registered SuccessFully'" }),
  submissionId: Type.String(),
});

/** What a history entry records (the action log's action of the client-form calls). */
export const CLIENT_FORM_HISTORY_ACTIONS = ['REGISTERED', 'UPDATED', 'STATUS_CHANGED', 'EMAIL'] as const;

/** One change of a history entry: a field (or `status`, or `email` for a sent e-mail's recipient) from → to. */
export const FieldChangeSchema = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});

/**
 * One entry of a client form's history (docs/client-success.md#client-forms), from the append-only action log:
 * who (empty for the public registration), when, what changed from → to, the note, and whether it
 * succeeded (an e-mail can fail after its change was kept).
 */
export const ClientFormHistoryEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'ISO-8601 instant' }),
  actorEmail: Type.String({ description: 'Who; empty for the public registration' }),
  action: StringEnum(CLIENT_FORM_HISTORY_ACTIONS),
  changes: Type.Array(FieldChangeSchema),
  note: Nullable(Type.String()),
  outcome: StringEnum(['SUCCEEDED', 'FAILED']),
});
/** See {@link ClientFormHistoryEntrySchema}. */
export type ClientFormHistoryEntry = Static<typeof ClientFormHistoryEntrySchema>;

/** An e-mail of the local outbox (platform-api's local-mail adapter). */
export const OutboxMessageSchema = Type.Object({
  messageId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link OutboxMessageSchema}. */
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

const submissionParams = Type.Object({ submissionId: SubmissionIdSchema }, { additionalProperties: false });

/** The prospective-tenant endpoints: CLIENT_SUCCESS, the public registration and the local outbox. */
export const CLIENT_FORM_ENDPOINTS = declareEndpoints({
  prospectiveTenants: {
    method: 'GET',
    path: '/client-success/prospective-tenants',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: 'The client forms, newest first',
    responses: { 200: Type.Array(ClientFormRowSchema) },
  },
  prospectiveTenant: {
    method: 'GET',
    path: '/client-success/prospective-tenants/:submissionId',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: 'One client form, every field; 404 when unknown',
    params: submissionParams,
    responses: { 200: ClientFormRecordSchema },
  },
  updateProspectiveTenant: {
    method: 'PUT',
    path: '/client-success/prospective-tenants/:submissionId',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary:
      'A status change (JSON; REJECTED may e-mail the contact with the note) or the whole form (JSON or multipart with the images as files), each written with its history entry',
    params: submissionParams,
    body: ClientFormUpdateBodySchema,
    multipart: { files: CLIENT_FORM_IMAGE_FIELDS },
    responses: { 200: ClientFormWriteAnswerSchema },
  },
  createProspectiveTenant: {
    method: 'POST',
    path: '/client-success/prospective-tenants',
    access: 'PUBLIC',
    area: 'client-success',
    summary:
      'The public new-client registration: JSON or multipart with the images as files (png, gif or jpeg by their bytes, 1 MB each, 2.5 MB a request); 30 a minute per client address',
    body: ClientFormFieldsBodySchema,
    multipart: { files: CLIENT_FORM_IMAGE_FIELDS },
    responses: { 200: ClientFormRegisteredSchema },
  },
  prospectiveTenantHistory: {
    method: 'GET',
    path: '/client-success/prospective-tenants/:submissionId/history',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: "A client form's history, newest first: every registration, edit, status change and e-mail from the action log",
    params: submissionParams,
    responses: { 200: Type.Array(ClientFormHistoryEntrySchema) },
  },
  prospectiveTenantImage: {
    method: 'GET',
    path: '/client-success/prospective-tenants/:submissionId/images/:field',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: "A client form's logo or favicon as stored; 404 when the form has none",
    params: Type.Object({ submissionId: SubmissionIdSchema, field: StringEnum(CLIENT_FORM_IMAGE_FIELDS) }, { additionalProperties: false }),
    responses: { 200: Type.Union(IMAGE_MEDIA_TYPES.map((mediaType) => BinaryFile(mediaType, 'The image'))) },
  },
  localOutbox: {
    method: 'GET',
    path: '/local/outbox',
    access: 'PLATFORM_ADMIN',
    area: 'local',
    summary: "The e-mails the local-mail adapter put in the outbox, newest first (to one recipient with ?to=); served only when the API runs locally",
    localOnly: true,
    query: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false }),
    responses: { 200: Type.Array(OutboxMessageSchema) },
  },
});
