/** Internal User Management calls (docs/org-admin.md). */
import { Type, type Static } from '@sinclair/typebox';
import { AsyncAnswer, AsyncPollHeadersSchema } from './async-answer';
import { EmailSchema, TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { DryRunAnswer, withDryRun } from './dry-run';
import { StringEnum, Text } from './schema-helpers';

/** Internal user types. */
export const INTERNAL_USER_TYPES = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER', 'ADMIN', 'BUYER_USER', 'SALES_REP'] as const;

/** Most rows one offboarding request may carry. */
export const OFFBOARD_MAX_ROWS = 500;

/** One internal user row; the row key is tenantId plus email. */
export const InternalUserRowSchema = Type.Object({
  tenantId: Type.String(),
  email: Type.String(),
  type: StringEnum(INTERNAL_USER_TYPES),
  active: Type.Boolean(),
});
/** See {@link InternalUserRowSchema}. */
export type InternalUserRow = Static<typeof InternalUserRowSchema>;

/** Body of the search: the text the e-mail must contain, ignoring case (blank answers 400). */
export const InternalUsersSearchBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });

/**
 * One selected row of an offboarding request. The grid sends whole rows; tenantId and email
 * identify them, and `active`, when given, is the state the caller saw: a user whose state is not
 * that any more is refused with 409 ({@link offboardChangedMessage}), so a confirmed preview
 * offboards exactly the users it showed.
 */
export const OffboardRowSchema = Type.Object(
  { tenantId: TenantIdSchema, email: EmailSchema, type: Type.Optional(Text({ minLength: 0, maxLength: 40, description: 'The row\'s user type, ignored' })), active: Type.Optional(Type.Boolean({ description: 'The state the caller saw; 409 when the user is not in it any more' })) },
  { additionalProperties: false },
);

/** Why an offboarding leaves a selected user alone. */
export const OFFBOARD_SKIP_REASONS = {
  alreadyInactive: 'Already inactive',
} as const;

/** A selected user the offboarding leaves alone, as it is now, with the reason ({@link OFFBOARD_SKIP_REASONS}). */
export const OffboardSkippedSchema = Type.Object({
  tenantId: Type.String(),
  email: Type.String(),
  type: StringEnum(INTERNAL_USER_TYPES),
  active: Type.Boolean(),
  reason: Type.String(),
});
/** See {@link OffboardSkippedSchema}. */
export type OffboardSkipped = Static<typeof OffboardSkippedSchema>;

/** 400 of an offboarding whose selected users are all inactive already: nothing would change. */
export const OFFBOARD_NOTHING_MESSAGE = 'Every selected user is inactive already: nothing to offboard.';

/**
 * The 409 message of an offboarding whose rows no longer match the users (a row's `active` differs
 * from the user's state now): another change came between the rows the caller saw (its preview) and
 * this call, so nothing is offboarded. `changed` lists each user as `{tenantId}/{email}`.
 *
 * @example offboardChangedMessage(['T01/sam@px.local']) // 'These users changed since they were loaded: T01/sam@px.local. Nothing was offboarded: search again and review the preview.'
 */
export function offboardChangedMessage(changed: readonly string[]): string {
  return `These users changed since they were loaded: ${changed.join(', ')}. Nothing was offboarded: search again and review the preview.`;
}

const offboardAsyncAnswer = AsyncAnswer(Type.Array(InternalUserRowSchema));

/**
 * Answer of the offboarding: an asynchronous answer whose COMPLETED response lists the offboarded
 * rows, now inactive, with 'Selected Users are offboarded successfully' (docs/org-admin.md#offboarding).
 * `skipped` (on a dry run and on the submitting answer, only when there are some) lists the
 * selected users left alone, with the reason (already inactive).
 */
export const OffboardAnswerSchema = DryRunAnswer(
  Type.Object({
    ...offboardAsyncAnswer.properties,
    skipped: Type.Optional(Type.Array(OffboardSkippedSchema, { description: 'Selected users left alone, with the reason' })),
  }),
);
/** See {@link OffboardAnswerSchema}. */
export type OffboardAnswer = Static<typeof OffboardAnswerSchema>;

/** The internal-users endpoints, all ORG_ADMIN. */
export const INTERNAL_USER_ENDPOINTS = declareEndpoints({
  internalUsersSearch: {
    changesNoBusinessState: 'A search sent as POST: reads only',
    method: 'POST',
    path: '/internal-users/search',
    access: 'ORG_ADMIN',
    area: 'internal-users',
    summary: 'Internal users whose e-mail contains the text, ignoring case, at most 1000; a blank e-mail answers 400',
    body: InternalUsersSearchBodySchema,
    responses: { 200: Type.Array(InternalUserRowSchema) },
  },
  internalUsersOffboard: {
    method: 'POST',
    path: '/internal-users/offboard',
    access: 'ORG_ADMIN',
    area: 'internal-users',
    summary:
      'Offboards the selected rows, asynchronously: 404 for unknown users, 400 for OWNER, SYSTEM_LOGIN_ADMIN and RESELLER_BUYER_USER rows, 409 when a row\'s `active` is not the user\'s state any more; users already inactive are skipped (listed in `skipped`); then PENDING with a requestId, polled with the request_id header until COMPLETED. A dry run answers COMPLETED at once with the rows as they would be',
    query: withDryRun(),
    headers: AsyncPollHeadersSchema,
    body: Type.Array(OffboardRowSchema, { minItems: 1, maxItems: OFFBOARD_MAX_ROWS }),
    responses: { 200: OffboardAnswerSchema },
  },
});
