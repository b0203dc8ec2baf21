/**
 * The asynchronous (poll-and-fetch) call convention: the first
 * call answers `{ status, requestId }`; the caller re-polls with the `request_id` header until the
 * status is COMPLETED, which carries the response.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './schema-helpers';

/** Header that names the request being polled. */
export const REQUEST_ID_HEADER = 'request_id';

/**
 * Statuses an asynchronous answer carries. A request that failed is answered with an HTTP error
 * instead (the console's poller stops only on COMPLETED or an error), so FAILED never appears.
 */
export const ASYNC_ANSWER_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED'] as const;

/** Headers of an asynchronous call: `request_id` (a UUID) when polling a request already submitted. */
export const AsyncPollHeadersSchema = Type.Object({
  [REQUEST_ID_HEADER]: Type.Optional(Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'The requestId of the request being polled' })),
});

/**
 * The answer of an asynchronous call whose COMPLETED answer carries `response`.
 *
 * @example AsyncAnswer(Type.Array(InternalUserRowSchema))
 */
export function AsyncAnswer<Response extends TSchema>(response: Response) {
  return Type.Object({
    status: StringEnum(ASYNC_ANSWER_STATUSES),
    requestId: Type.String(),
    message: Type.Optional(Type.String()),
    response: Type.Optional(response),
  });
}
