/**
 * Messages the console and the API both write, once (docs/errors.md).
 */

/**
 * What a person reads when a load or a write failed and its answer has no message of its own, and
 * the fallback of upload and admin-status failures (docs/errors.md).
 *
 * @example showToast(SOMETHING_WENT_WRONG_MESSAGE)
 */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
