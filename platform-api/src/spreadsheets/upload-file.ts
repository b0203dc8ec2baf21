/**
 * Spreadsheet uploads as `multipart/form-data` (the Tenant Config upload; the schema
 * uploads later): the application's one multipart parser (`src/client-forms/image-uploads.ts`)
 * hands a route's file parts to the route's own reader (`config.readFilePart`), so a spreadsheet
 * route has its own field, size limit and message without a second parser.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-error.js';
import { sizeLabel } from './read-spreadsheet.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reads the file parts of this route's multipart requests instead of the client-form images
     * (e.g. the settings spreadsheet); set together with `multipartOptions` for the route's limits.
     */
    readFilePart?: (request: FastifyRequest, part: MultipartFile) => Promise<void>;
  }
}

/** A file read from a multipart request. */
export interface UploadedSpreadsheet {
  fileName: string;
  bytes: Buffer;
}

const spreadsheets = new WeakMap<FastifyRequest, UploadedSpreadsheet>();

/** Options of {@link acceptSpreadsheetUploads}. */
export interface SpreadsheetUploadOptions {
  /** The routes' declared paths, e.g. `/settings-excel/preview`. */
  urls: readonly string[];
  /** The multipart field of the file, e.g. `file`. */
  field: string;
  /** Largest file, bytes; a larger one answers 413 'The spreadsheet is larger than … MB'. */
  maxBytes: number;
}

/**
 * Makes the routes of `options.urls` (registered on `app` after this call) take one spreadsheet in
 * `options.field`: at most `options.maxBytes`, one file and two text fields; a second file or any
 * other file field answers 400. The handler reads it with {@link uploadedSpreadsheet}.
 */
export function acceptSpreadsheetUploads(app: FastifyInstance, options: SpreadsheetUploadOptions): void {
  const readFilePart = async (request: FastifyRequest, part: MultipartFile): Promise<void> => {
    if (part.fieldname !== options.field || spreadsheets.has(request)) {
      part.file.resume();
      throw badRequest(`Send one file only, as the ${options.field} field`, part.fieldname);
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The spreadsheet is larger than ${sizeLabel(options.maxBytes)}`);
      throw error;
    }
    spreadsheets.set(request, { fileName: part.filename, bytes });
    (part as MultipartFile & { value?: string }).value = part.filename;
  };
  app.addHook('onRoute', (route) => {
    if (!options.urls.includes(route.url)) return;
    route.config = {
      ...route.config,
      readFilePart,
      // Two files pass the parser so that a second one meets the reader's own message.
      multipartOptions: { limits: { fileSize: options.maxBytes, files: 2, fields: 2, parts: 4 } },
    };
  });
}

/**
 * The spreadsheet of a request of a route given {@link acceptSpreadsheetUploads}.
 *
 * @throws HttpError 400 'Please choose a file' (docs/platform-ops.md#tenant-settings) when the
 *   request carried no file part.
 */
export function uploadedSpreadsheet(request: FastifyRequest): UploadedSpreadsheet {
  const file = spreadsheets.get(request);
  if (!file) throw badRequest('Please choose a file');
  return file;
}
