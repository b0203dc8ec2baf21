/**
 * Resellers (docs/resellers.md): Reseller Onboarding stores a PXNS
 * tenant's reseller (pxnr) configuration (table `resellers`, migration 015) and invites the
 * reseller's login e-mail with a single-use, expiring code (table `reseller_invitations`, the code
 * kept as its SHA-256 only); Pxnr Sync copies a configuration to another tenant; the public
 * invitation calls verify, locate the invitee's website among the tenants' sites, accept once and
 * resend the supplier activation e-mail. Every change is written with its action-log row in one
 * transaction; e-mails go through the {@link MailSender} (locally the outbox) after the commit.
 */
import { recordAction, type ActionContext, type FieldChange } from '../action-log/record-action.js';
import {
  INVITATION_MESSAGES,
  INVITATION_PAGE_PATH,
  INVITATION_VALID_DAYS,
  PXNR_SYNC_MESSAGES,
  RESELLER_FIELD_LABELS,
  RESELLER_MESSAGES,
  ACTIVATION_RESEND_LIMIT,
  activationResentMessage,
  maskEmail,
  resellerOnboardingErrors,
  siteHost,
  type AcceptInvitationBody,
  type Invitation,
  type InvitationResponse,
  type InvitationStatus,
  type LocateTenantBody,
  type LocatedTenant,
  type PxnrSyncBody,
  type ResellerOnboarded,
  type ResellerOnboardingBody,
  type ResellerOnboardingField,
  type ResellerOnboardingValues,
  type VerifyInvitationBody,
} from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.js';
import { MAIL_FROM, type MailSender } from '../local/local-mail.js';
import { invitationCodeDigest, invitationCodeMatches, newInvitationCode, newInvitationUser } from './invitation-codes.js';

/** The action-log area of resellers and invitations (the endpoint table's area). */
export const RESELLERS_AREA = 'resellers';

/** What the reseller operations need. */
export interface ResellerServices {
  db: Database;
  mail: MailSender;
  /** The API's clock. */
  now: () => Date;
  /** Days a new invitation code stays valid. */
  validDays: number;
  /** Origin of the console the e-mailed link opens, e.g. `http://localhost:3000`. */
  consoleUrl: string;
  log?: { error(object: unknown, message: string): void };
}

/** The console origin of invitation links by default (the shell's local port). */
export const DEFAULT_CONSOLE_URL = 'http://localhost:3000';

/**
 * Days a new invitation stays valid: RESELLER_INVITATION_VALID_DAYS (a positive whole number) or
 * {@link INVITATION_VALID_DAYS} (14).
 *
 * @throws Error when the variable is set but not a positive whole number.
 */
export function invitationValidDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RESELLER_INVITATION_VALID_DAYS?.trim();
  if (!raw) return INVITATION_VALID_DAYS;
  if (!/^[1-9]\d{0,3}$/.test(raw)) throw new Error(`RESELLER_INVITATION_VALID_DAYS must be a positive whole number of days: '${raw}'`);
  return Number(raw);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The HTML texts of a PXNS tenant's invitation page (its textFields), its name
 * escaped. Stored with the reseller configuration; the page sanitises them again before showing.
 */
export function invitationTexts(pxnsTenantName: string): { welcome: string; acceptedPx: string; acceptedNonPx: string } {
  const name = escapeHtml(pxnsTenantName);
  return {
    welcome: `<h2>Welcome to the ${name} reseller network</h2><p>${name} invites your business to sell through its reseller channel. Tell us whether you already run a website with us, then accept the invitation.</p>`,
    acceptedPx: `<h2>Thank you for accepting!</h2><p>Your website is now connected to ${name}. The owner of your account receives a supplier activation e-mail with the next steps.</p>`,
    acceptedNonPx: `<h2>Thank you for accepting!</h2><p>We have received your answer. Our team will contact you to set up your account before it is connected to ${name}.</p>`,
  };
}

// ---------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------

const COLUMNS: ReadonlyArray<[ResellerOnboardingField, string]> = [
  ['pxnrTenantId', 'pxnr_tenant_id'],
  ['pxnrTenantName', 'pxnr_tenant_name'],
  ['pxnrTenantDescription', 'pxnr_tenant_description'],
  ['pxnrParticipantId', 'pxnr_participant_id'],
  ['pxnrCurrencyCode', 'pxnr_currency_code'],
  ['pxnrCurrencySymbol', 'pxnr_currency_symbol'],
  ['pxnrBuyerId', 'pxnr_buyer_id'],
  ['pxnrShippingAddressId', 'pxnr_shipping_address_id'],
  ['pxnrBillingAddressId', 'pxnr_billing_address_id'],
  ['pxnrShippingOptionsJSON', 'pxnr_shipping_options'],
  ['pxnrPaymentOptionJSON', 'pxnr_payment_option'],
  ['pxnrAdditionalServices', 'pxnr_additional_services'],
  ['adminLoginEmail', 'admin_login_email'],
  ['resellerLoginEmail', 'reseller_login_email'],
];
const JSON_FIELDS: ReadonlySet<ResellerOnboardingField> = new Set(['pxnrShippingOptionsJSON', 'pxnrPaymentOptionJSON', 'pxnrAdditionalServices']);

/** The stored configuration of a PXNS tenant as text by field (JSON fields as JSON text), or `null`. */
export async function readResellerConfig(db: Queryable, pxnsTenantId: string): Promise<Record<string, string | null> | null> {
  const select = COLUMNS.map(([field, column]) => (JSON_FIELDS.has(field) ? `${column}::text as "${field}"` : `${column} as "${field}"`)).join(', ');
  const { rows } = await db.query<Record<string, string | null>>(`select ${select} from resellers where pxns_tenant_id = $1`, [pxnsTenantId]);
  return rows[0] ?? null;
}

const asValues = (body: ResellerOnboardingBody): ResellerOnboardingValues => {
  const values = {} as ResellerOnboardingValues;
  for (const [field, value] of Object.entries(body) as Array<[ResellerOnboardingField, unknown]>) {
    values[field] = value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  }
  return values;
};

async function tenantName(db: Queryable, tenantId: string): Promise<string | null> {
  const { rows } = await db.query<{ tenant_name: string }>('select tenant_name from tenants where tenant_id = $1', [tenantId]);
  return rows[0]?.tenant_name ?? null;
}

const linkOf = (consoleUrl: string, code: string, user: string): string =>
  `${consoleUrl.replace(/\/+$/, '')}${INVITATION_PAGE_PATH}?invitationCode=${encodeURIComponent(code)}&user=${encodeURIComponent(user)}`;

/**
 * Reseller Onboarding (docs/resellers.md#reseller-onboarding-and-pxnr-sync): checks the 15 fields
 * with the screen's rule ({@link resellerOnboardingErrors}), stores (or replaces) the PXNS tenant's
 * reseller configuration, creates an invitation with a new single-use code valid `validDays` days,
 * records both in the action log in the same transaction, then e-mails the /register link to
 * resellerLoginEmail.
 *
 * @returns 'Reseller Onboarded Successfully', the tenants, the recipient and the code's expiry.
 * @throws HttpError 400 naming each field in error or when the two tenants are the same; 404 'Tenant
 *   not found' when either tenant is unknown. Nothing is stored then.
 */
export async function onboardReseller(services: ResellerServices, context: ActionContext, body: ResellerOnboardingBody): Promise<ResellerOnboarded> {
  const errors = resellerOnboardingErrors(asValues(body));
  const problems = Object.entries(errors).map(([field, message]) => `${RESELLER_FIELD_LABELS[field as ResellerOnboardingField]}: ${message}`);
  if (problems.length > 0) throw badRequest(problems.join('; '));
  if (body.pxnsTenantId === body.pxnrTenantId) throw badRequest(RESELLER_MESSAGES.sameTenant);

  const code = newInvitationCode();
  const user = newInvitationUser();
  const now = services.now();
  const expiresAt = new Date(now.getTime() + services.validDays * 86_400_000);
  const { pxnsName } = await services.db.transaction(async (tx) => {
    const pxnsName = await tenantName(tx, body.pxnsTenantId);
    const pxnrName = await tenantName(tx, body.pxnrTenantId);
    if (pxnsName === null || pxnrName === null) throw notFound(`${RESELLER_MESSAGES.tenantNotFound}: ${pxnsName === null ? body.pxnsTenantId : body.pxnrTenantId}`);
    const before = await readResellerConfig(tx, body.pxnsTenantId);
    const texts = invitationTexts(pxnsName);
    const values = COLUMNS.map(([field]) => {
      const value = body[field];
      return JSON_FIELDS.has(field) ? JSON.stringify(value) : value;
    });
    const columns = COLUMNS.map(([, column]) => column);
    const placeholders = COLUMNS.map(([field], index) => `$${index + 2}${JSON_FIELDS.has(field) ? '::jsonb' : ''}`);
    await tx.query(
      `insert into resellers (pxns_tenant_id, ${columns.join(', ')}, welcome_html_template, acceptance_html_template_px_client, acceptance_html_template_non_px_client)
       values ($1, ${placeholders.join(', ')}, $${COLUMNS.length + 2}, $${COLUMNS.length + 3}, $${COLUMNS.length + 4})
       on conflict (pxns_tenant_id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = clock_timestamp()`,
      [body.pxnsTenantId, ...values, texts.welcome, texts.acceptedPx, texts.acceptedNonPx],
    );
    await tx.query(
      `insert into reseller_invitations (invitation_user, pxns_tenant_id, user_email, code_sha256, expires_at, created_at)
       values ($1, $2, $3, decode($4, 'hex'), $5, $6)`,
      [user, body.pxnsTenantId, body.resellerLoginEmail, invitationCodeDigest(code), expiresAt.toISOString(), now.toISOString()],
    );
    const after = await readResellerConfig(tx, body.pxnsTenantId);
    const changes: Record<string, FieldChange> = {};
    for (const [field] of COLUMNS) {
      const from = before?.[field] ?? null;
      const to = after?.[field] ?? null;
      if (from !== to) changes[field] = { from, to };
    }
    await recordAction(tx, {
      ...context,
      area: RESELLERS_AREA,
      endpoint: 'resellerOnboarding',
      action: 'RESELLER_ONBOARDED',
      targetIds: [body.pxnsTenantId, body.pxnrTenantId, user],
      changes: { ...changes, invitation: { from: null, to: `${user} to ${body.resellerLoginEmail}, expires ${expiresAt.toISOString()}` } },
    });
    return { pxnsName };
  });

  const to = body.resellerLoginEmail;
  const link = linkOf(services.consoleUrl, code, user);
  await sendRecorded(services, context, 'resellerOnboarding', [body.pxnsTenantId, user], {
    from: MAIL_FROM,
    to,
    subject: `${pxnsName} invites you to its reseller network`,
    text: [
      `Hello,`,
      ``,
      `${pxnsName} invites your business to sell through its reseller channel.`,
      `Open this link to answer the invitation: ${link}`,
      ``,
      `Invitation code: ${code}`,
      `The code can be used once and expires on ${expiresAt.toISOString().slice(0, 10)}.`,
    ].join('\n'),
  });
  return { message: RESELLER_MESSAGES.onboarded, pxnsTenantId: body.pxnsTenantId, pxnrTenantId: body.pxnrTenantId, invitationSentTo: to, expiresAt: expiresAt.toISOString() };
}

/** Sends a message; a failure is logged and recorded as a FAILED `EMAIL` action, never thrown (the change stays). */
async function sendRecorded(
  services: ResellerServices,
  context: ActionContext,
  endpoint: string,
  targetIds: string[],
  message: { from: string; to: string; subject: string; text: string },
): Promise<boolean> {
  try {
    await services.mail.sendMail(message);
    return true;
  } catch (error) {
    services.log?.error({ err: error, to: message.to }, 'reseller e-mail could not be sent');
    await recordAction(services.db, { ...context, area: RESELLERS_AREA, endpoint, action: 'EMAIL', targetIds, note: message.subject, outcome: 'FAILED' });
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Pxnr Sync
// ---------------------------------------------------------------------------------------------

/**
 * Pxnr Sync (test only; docs/resellers.md#reseller-onboarding-and-pxnr-sync): copies the source
 * tenant's reseller configuration (the 15 fields' values and the invitation page's texts) to the
 * destination tenant, creating or replacing its configuration, with the action-log row in the same
 * transaction.
 *
 * @returns `{ success: true, message: 'Tenant sync successfull', copiedFields }`.
 * @throws HttpError 400 when source and destination are the same or the destination is the source's
 *   PXNR tenant; 404 'Tenant not found' for an unknown destination, 404 when the source has no
 *   reseller configuration. Nothing changes then.
 */
export async function syncPxnr(db: Database, context: ActionContext, body: PxnrSyncBody): Promise<{ success: boolean; message: string; copiedFields: string[] }> {
  const { source_tenant_id: source, destination_tenant_id: destination } = body;
  if (source === destination) throw badRequest(PXNR_SYNC_MESSAGES.sameTenant);
  return db.transaction(async (tx) => {
    if ((await tenantName(tx, destination)) === null) throw notFound(`${RESELLER_MESSAGES.tenantNotFound}: ${destination}`);
    const from = await readResellerConfig(tx, source);
    if (from === null) throw notFound(`${PXNR_SYNC_MESSAGES.noResellerConfig}: ${source}`);
    if (from.pxnrTenantId === destination) throw badRequest(PXNR_SYNC_MESSAGES.destinationIsReseller);
    const before = await readResellerConfig(tx, destination);
    const columns = [...COLUMNS.map(([, column]) => column), 'welcome_html_template', 'acceptance_html_template_px_client', 'acceptance_html_template_non_px_client'];
    await tx.query(
      `insert into resellers (pxns_tenant_id, ${columns.join(', ')})
       select $2, ${columns.join(', ')} from resellers where pxns_tenant_id = $1
       on conflict (pxns_tenant_id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = clock_timestamp()`,
      [source, destination],
    );
    const changes: Record<string, FieldChange> = {};
    for (const [field] of COLUMNS) {
      const was = before?.[field] ?? null;
      const now = from[field] ?? null;
      if (was !== now) changes[field] = { from: was, to: now };
    }
    await recordAction(tx, { ...context, area: RESELLERS_AREA, endpoint: 'pxnrSync', action: 'PXNR_SYNCED', targetIds: [destination, source], changes, note: `from ${source}` });
    return { success: true, message: PXNR_SYNC_MESSAGES.synced, copiedFields: COLUMNS.map(([field]) => field) };
  });
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

interface InvitationRow {
  invitation_user: string;
  pxns_tenant_id: string;
  pxns_tenant_name: string;
  user_email: string;
  code_sha256: string;
  status: InvitationStatus;
  expires_at: string;
  is_px_tenant: boolean;
  px_tenant_id: string | null;
  site_url: string | null;
  owner_email: string | null;
  responses: InvitationResponse[] | string;
  welcome_html_template: string;
  acceptance_html_template_px_client: string;
  acceptance_html_template_non_px_client: string;
}

/**
 * The invitation of `user` whose code is `code`, or 404 'Invitation not found' (an unknown user and
 * a wrong code answer the same). The code is compared in constant time. `lock` locks the row.
 */
async function findInvitation(db: Queryable, { invitationCode, user }: VerifyInvitationBody, lock = false): Promise<InvitationRow> {
  const { rows } = await db.query<InvitationRow>(
    `select i.invitation_user, i.pxns_tenant_id, t.tenant_name as pxns_tenant_name, i.user_email, encode(i.code_sha256, 'hex') as code_sha256,
            i.status, ${sqlInstant('i.expires_at')} as expires_at, i.is_px_tenant, i.px_tenant_id, i.site_url, i.owner_email, i.responses,
            r.welcome_html_template, r.acceptance_html_template_px_client, r.acceptance_html_template_non_px_client
     from reseller_invitations i join resellers r using (pxns_tenant_id) join tenants t on t.tenant_id = i.pxns_tenant_id
     where i.invitation_user = $1 ${lock ? 'for update of i' : ''}`,
    [user.trim()],
  );
  const row = rows[0];
  // Compare against a digest even when the user is unknown, so both answers take the same time.
  const matches = invitationCodeMatches(invitationCode, row?.code_sha256 ?? '0'.repeat(64));
  if (!row || !matches) throw notFound(INVITATION_MESSAGES.notFound);
  return row;
}

const responsesOf = (row: InvitationRow): InvitationResponse[] => (typeof row.responses === 'string' ? (JSON.parse(row.responses) as InvitationResponse[]) : row.responses);

const isExpired = (row: InvitationRow, now: Date): boolean => row.status === 'INVITED' && Date.parse(row.expires_at) <= now.getTime();

function toInvitation(row: InvitationRow, code: string, now: Date): Invitation {
  return {
    invitationCode: code.trim(),
    user: row.invitation_user,
    userEmail: row.user_email,
    pxnsTenantName: row.pxns_tenant_name,
    isValidInvitation: !isExpired(row, now),
    invitationStatus: row.status,
    isPxnr: true,
    isPxTenant: row.is_px_tenant,
    pxTenantId: row.px_tenant_id,
    // Public answers: the owner's address is only hinted (docs/resellers.md).
    ownerEmail: row.owner_email === null ? null : maskEmail(row.owner_email),
    prevResponse: responsesOf(row),
    textFields: {
      welcomeHtmlTemplate: row.welcome_html_template,
      acceptanceHtmlTemplatePXClient: row.acceptance_html_template_px_client,
      acceptanceHtmlTemplateNonPXClient: row.acceptance_html_template_non_px_client,
    },
    siteUrl: row.site_url,
    expiresAt: row.expires_at,
  };
}

/**
 * Verify invitation: the invitation's fields; `isValidInvitation` false once expired
 * without an answer (the page then sends the visitor to the provider's site).
 *
 * @throws HttpError 404 'Invitation not found' for an unknown user or a wrong code.
 */
export async function verifyInvitation(services: ResellerServices, body: VerifyInvitationBody): Promise<Invitation> {
  return toInvitation(await findInvitation(services.db, body), body.invitationCode, services.now());
}

/** The sites of a tenant a website may name: its buyer site and its tenant admin site (tenant settings). */
const SITE_KEYS = ['business_buyer_site', 'business_tenant_site'] as const;

/**
 * Locate tenant (the invitation's website locator): the one tenant (other than the inviting one)
 * whose buyer or admin site has the host of the typed URL (scheme, `www.`, path and case ignored).
 *
 * @throws HttpError 404 'Invitation not found'; 410 when the invitation expired unanswered; 404 with
 *   the not-found URL message when no tenant, or more than one, has that site.
 */
export async function locateTenant(services: ResellerServices, body: LocateTenantBody): Promise<LocatedTenant> {
  const invitation = await findInvitation(services.db, body);
  if (isExpired(invitation, services.now())) throw new HttpError(410, INVITATION_MESSAGES.expired);
  const host = siteHost(body.siteUrl);
  if (host === null) throw notFound(INVITATION_MESSAGES.siteNotFound);
  const { rows } = await services.db.query<{ tenant_id: string; tenant_name: string; setting_value: string }>(
    `select s.tenant_id, t.tenant_name, s.setting_value from tenant_settings s join tenants t using (tenant_id)
     where s.setting_key = any($1::text[]) and s.tenant_id <> $2 and s.setting_value ilike $3 order by s.tenant_id`,
    [[...SITE_KEYS], invitation.pxns_tenant_id, `%${host.replace(/[\\%_]/g, (char) => `\\${char}`)}%`],
  );
  const matches = rows.filter((row) => siteHost(row.setting_value) === host);
  const tenants = [...new Set(matches.map((row) => row.tenant_id))];
  const match = matches[0];
  if (tenants.length !== 1 || !match) throw notFound(INVITATION_MESSAGES.siteNotFound);
  return { pxTenantId: match.tenant_id, tenantName: match.tenant_name, siteUrl: match.setting_value };
}

/** The message of an invitation answered before (docs/resellers.md#invitation-codes). */
export function answeredMessage(status: InvitationStatus): string {
  return status === 'PENDING_APPROVAL' ? INVITATION_MESSAGES.pendingApproval : INVITATION_MESSAGES.alreadyAccepted;
}

async function ownerEmailOf(db: Queryable, tenantId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `select email from internal_users where tenant_id = $1 and user_type = 'OWNER' and active order by email limit 1`,
    [tenantId],
  );
  return rows[0]?.email ?? null;
}

const activationMail = (to: string, pxnsTenantName: string, tenantId: string) => ({
  from: MAIL_FROM,
  to,
  subject: `Supplier activation: ${pxnsTenantName}`,
  text: [
    'Hello,',
    '',
    `Your business (tenant ${tenantId}) accepted the reseller invitation of ${pxnsTenantName}.`,
    'Sign in to your admin site to activate it as a supplier.',
  ].join('\n'),
});

/**
 * Accept invitation (docs/resellers.md#invitation-codes): answers an invitation once. YES
 * (isPxTenant) needs the client's tenant (found by the locator): the invitation becomes ACCEPTED
 * and the tenant's owner (else the invited e-mail) gets the supplier activation e-mail after the
 * commit; NOT YET makes it PENDING_APPROVAL. The answer is appended to prevResponse and recorded in
 * the action log.
 *
 * @returns the invitation afterwards.
 * @throws HttpError 404 'Invitation not found'; 409 'This Invite has already been accepted and is being
 *   processed.' or 'This Invite has already been accepted.' when answered before; 410 when expired; 400
 *   when YES comes without a tenant; 404 for an unknown tenant. Nothing changes then.
 */
export async function acceptInvitation(services: ResellerServices, context: ActionContext, body: AcceptInvitationBody): Promise<Invitation> {
  const now = services.now();
  const { row, mail } = await services.db.transaction(async (tx) => {
    const current = await findInvitation(tx, body, true);
    if (current.status !== 'INVITED') throw conflict(answeredMessage(current.status));
    if (isExpired(current, now)) throw new HttpError(410, INVITATION_MESSAGES.expired);
    let ownerEmail: string | null = null;
    let siteUrl: string | null = null;
    if (body.isPxTenant) {
      if (!body.pxTenantId) throw badRequest(INVITATION_MESSAGES.locateFirst);
      if ((await tenantName(tx, body.pxTenantId)) === null) throw notFound(`${RESELLER_MESSAGES.tenantNotFound}: ${body.pxTenantId}`);
      ownerEmail = (await ownerEmailOf(tx, body.pxTenantId)) ?? current.user_email;
      const { rows } = await tx.query<{ setting_value: string }>(`select setting_value from tenant_settings where tenant_id = $1 and setting_key = 'business_buyer_site'`, [
        body.pxTenantId,
      ]);
      siteUrl = rows[0]?.setting_value ?? null;
    }
    const status: InvitationStatus = body.isPxTenant ? 'ACCEPTED' : 'PENDING_APPROVAL';
    const response: InvitationResponse = { respondedAt: now.toISOString(), isPxTenant: body.isPxTenant, pxTenantId: body.isPxTenant ? body.pxTenantId : null, autoLookup: body.autoLookup };
    await tx.query(
      `update reseller_invitations set status = $2, answered_at = $3, is_px_tenant = $4, px_tenant_id = $5, site_url = $6, owner_email = $7,
         responses = responses || $8::jsonb where invitation_user = $1`,
      [current.invitation_user, status, now.toISOString(), body.isPxTenant, response.pxTenantId, siteUrl, ownerEmail, JSON.stringify([response])],
    );
    await recordAction(tx, {
      ...context,
      area: RESELLERS_AREA,
      endpoint: 'acceptInvitation',
      action: 'INVITATION_ACCEPTED',
      targetIds: [current.invitation_user, current.pxns_tenant_id, ...(response.pxTenantId ? [response.pxTenantId] : [])],
      changes: { invitationStatus: { from: current.status, to: status }, pxTenantId: { from: null, to: response.pxTenantId } },
    });
    const row = await findInvitation(tx, body);
    return { row, mail: ownerEmail && response.pxTenantId ? activationMail(ownerEmail, current.pxns_tenant_name, response.pxTenantId) : null };
  });
  if (mail) await sendRecorded(services, context, 'acceptInvitation', [row.invitation_user], mail);
  return toInvitation(row, body.invitationCode, now);
}

/**
 * Resend (docs/resellers.md#resend-limit): sends the supplier activation e-mail of an accepted
 * invitation again, to the same address, and records it; at most {@link ACTIVATION_RESEND_LIMIT}
 * times in 24 hours (429 after). The answer names the address masked ({@link maskEmail}).
 *
 * @returns 'Supplier Activation Email has been resent to {email}'.
 * @throws HttpError 404 'Invitation not found'; 409 'There is no activation e-mail to resend' unless
 *   the invitation is ACCEPTED with an earlier answer; 502 when the e-mail cannot be handed over.
 */
export async function resendActivation(services: ResellerServices, context: ActionContext, body: VerifyInvitationBody): Promise<{ message: string }> {
  const row = await findInvitation(services.db, body);
  if (row.status !== 'ACCEPTED' || responsesOf(row).length === 0 || !row.owner_email || !row.px_tenant_id) throw conflict(INVITATION_MESSAGES.nothingToResend);
  const { rows: recent } = await services.db.query<{ n: number }>(
    `select count(*)::int as n from action_log where endpoint = 'resendActivation' and action = 'ACTIVATION_RESENT' and $1 = any(target_ids) and at > clock_timestamp() - interval '24 hours'`,
    [row.invitation_user],
  );
  if ((recent[0]?.n ?? 0) >= ACTIVATION_RESEND_LIMIT) throw new HttpError(429, INVITATION_MESSAGES.resendLimit);
  const sent = await sendRecorded(services, context, 'resendActivation', [row.invitation_user], activationMail(row.owner_email, row.pxns_tenant_name, row.px_tenant_id));
  if (!sent) throw new HttpError(502, 'The activation e-mail could not be sent. Try again later');
  await recordAction(services.db, { ...context, area: RESELLERS_AREA, endpoint: 'resendActivation', action: 'ACTIVATION_RESENT', targetIds: [row.invitation_user, row.px_tenant_id], note: row.owner_email });
  return { message: activationResentMessage(maskEmail(row.owner_email)) };
}
