/**
 * Images sent with a client form as `multipart/form-data` (docs/client-success.md#client-forms):
 * @fastify/multipart parses the request before validation, the text parts become the body (so the
 * endpoint table's schema checks them), and each file part is read into memory under the limits
 * below and kept for the handler, its field's body value being the file's name.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  textProblem,
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_IMAGE_FIELDS,
  MAX_CLIENT_FORM_REQUEST_BYTES,
  MAX_IMAGE_BYTES,
  type ClientFormImageField,
} from '../contract.js';
import { HttpError, badRequest } from '../lib/http-error.js';
import { fieldLabel } from '../lib/input-problems.js';

/** A file part of a multipart request, read into memory. */
export interface UploadedFile {
  field: ClientFormImageField;
  /** The name the browser sent with the file. */
  fileName: string;
  bytes: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The file fields a multipart route other than the client form's accepts (e.g. the onboarding's). */
export interface UploadRule {
  fields: readonly string[];
}

const routeRules = new Map<string, UploadRule>();

/**
 * Lets the multipart route `url` (its declared path) receive files in `rule.fields`, each at most
 * {@link MAX_IMAGE_BYTES}, instead of the client form's logo and favicon; read them with
 * {@link routeFiles}.
 */
export function acceptFileFields(url: string, rule: UploadRule): void {
  routeRules.set(url, rule);
}

/** The files of a multipart request of a route given {@link acceptFileFields}, in the order they came. */
export function routeFiles(request: FastifyRequest): Array<{ field: string; fileName: string; bytes: Buffer }> {
  return uploads.get(request) ?? [];
}

/**
 * The files of a multipart request, in the order they came; none for a JSON request.
 *
 * @example const [logo] = uploadedFiles(request).filter((file) => file.field === 'logo');
 */
export function uploadedFiles(request: FastifyRequest): UploadedFile[] {
  return uploads.get(request) ?? [];
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

function isImageField(name: string): name is ClientFormImageField {
  return (CLIENT_FORM_IMAGE_FIELDS as readonly string[]).includes(name);
}

async function readFilePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  // A file name Postgres cannot store (NUL) or that is not Unicode (a lone surrogate): 400, on every route.
  const nameProblem = textProblem(part.filename);
  if (nameProblem) {
    part.file.resume();
    throw badRequest(`The ${part.fieldname} file name ${nameProblem}`);
  }
  // A route with its own file reader (the settings spreadsheet, src/spreadsheets/upload-file.ts).
  if (this.routeOptions.config.readFilePart) return this.routeOptions.config.readFilePart(this, part);
  const declaredLength = Number(this.headers['content-length']);
  if (declaredLength > MAX_CLIENT_FORM_REQUEST_BYTES) {
    part.file.resume();
    throw new HttpError(413, `The request is larger than ${megabytes(MAX_CLIENT_FORM_REQUEST_BYTES)}`);
  }
  const rule = routeRules.get(this.routeOptions.url ?? '');
  const fileFields: readonly string[] = rule ? rule.fields : CLIENT_FORM_IMAGE_FIELDS;
  if (!fileFields.includes(part.fieldname) || (!rule && !isImageField(part.fieldname))) {
    part.file.resume();
    throw badRequest(`Only ${fileFields.map((field) => fieldLabel(field)).join(' and ')} are sent as files, not ${fieldLabel(part.fieldname)}`, part.fieldname);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The ${part.fieldname} is larger than ${megabytes(MAX_IMAGE_BYTES)}`);
    }
    throw error;
  }
  const files = uploads.get(this) ?? [];
  files.push({ field: part.fieldname as ClientFormImageField, fileName: part.filename, bytes });
  uploads.set(this, files);
  // The body's value of a file part: its name (checked by the schema like any text field).
  (part as MultipartFile & { value?: string }).value = part.filename;
}

/**
 * Registers @fastify/multipart for the routes of `app` (its parser applies to `multipart/form-data`
 * requests only): text parts become the body (`attachFieldsToBody: 'keyValues'`); file parts only
 * for `logo` and `favicon`, each at most {@link MAX_IMAGE_BYTES} (else 413 'The logo is larger than
 * 1 MB'), at most two files and as many text fields as the form has; a request declaring more than
 * {@link MAX_CLIENT_FORM_REQUEST_BYTES} is refused with 413 before its files are read. Nothing is
 * stored here: the handler stores the files once the whole request is accepted.
 */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: CLIENT_FORM_IMAGE_FIELDS.length,
      // The onboarding form (acceptFileFields) has the most text fields: 34.
      fields: Math.max(CLIENT_FORM_FIELDS.length, 34) + 4,
      fieldSize: 4 * 1024,
      parts: Math.max(CLIENT_FORM_FIELDS.length, 34) + 4 + CLIENT_FORM_IMAGE_FIELDS.length,
    },
    onFile: readFilePart,
  });
}
