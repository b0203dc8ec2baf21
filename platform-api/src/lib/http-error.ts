/**
 * An error whose status and message are meant for the caller (4xx). Route handlers throw it; the
 * error handler answers `{ statusCode, error, message, field? }` with it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The input field at fault, as sent, when one is (the answer's `field`, docs/errors.md). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 400: the request is malformed beyond what its JSON schema can say; `message` in plain words,
 * `field` the input field at fault when one is (docs/errors.md#the-apis-400-answers).
 */
export const badRequest = (message: string, field?: string): HttpError => new HttpError(400, message, field);
/** 404: the addressed resource does not exist. */
export const notFound = (message: string): HttpError => new HttpError(404, message);
/** 409: the request conflicts with the resource's current state (e.g. an invoice status rule). */
export const conflict = (message: string): HttpError => new HttpError(409, message);
