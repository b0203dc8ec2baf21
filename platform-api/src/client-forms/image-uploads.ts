/**
 * Images sent with a client form as `multipart/form-data` (spec 02 §2.12 "Image fields"):
 * @fastify/multipart parses the request before validation, the text parts become the body (so the
 * endpoint table's schema checks them), and each file part is read into memory under the limits
 * below and kept for the handler, its field's body value being the file's name.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLIENT_FORM_FIELDS,
  CLIENT_FORM_IMAGE_FIELDS,
  MAX_CLIENT_FORM_REQUEST_BYTES,
  MAX_IMAGE_BYTES,
  type ClientFormImageField,
} from '../contract.js';
import { HttpError, badRequest } from '../lib/http-error.js';

/** A file part of a multipart request, read into memory. */
export interface UploadedFile {
  field: ClientFormImageField;
  /** The name the browser sent with the file. */
  fileName: string;
  bytes: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

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
  const declaredLength = Number(this.headers['content-length']);
  if (declaredLength > MAX_CLIENT_FORM_REQUEST_BYTES) {
    part.file.resume();
    throw new HttpError(413, `The request is larger than ${megabytes(MAX_CLIENT_FORM_REQUEST_BYTES)}`);
  }
  if (!isImageField(part.fieldname)) {
    part.file.resume();
    throw badRequest(`body/${part.fieldname}: only ${CLIENT_FORM_IMAGE_FIELDS.join(' and ')} are sent as files`);
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
  files.push({ field: part.fieldname, fileName: part.filename, bytes });
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
      fields: CLIENT_FORM_FIELDS.length + 4,
      fieldSize: 4 * 1024,
      parts: CLIENT_FORM_FIELDS.length + 4 + CLIENT_FORM_IMAGE_FIELDS.length,
    },
    onFile: readFilePart,
  });
}
