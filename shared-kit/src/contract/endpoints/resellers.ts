/**
 * Reseller Onboarding, Pxnr Sync and the public Reseller Invitation (docs/resellers.md,
 * docs/api.md#roles-and-tokens, docs/resellers.md; paths `/pxns/invitation/verify`, `locate-tenant`
 * and `accept`).
 *
 * Onboarding links a PXNS tenant (the one whose network the reseller joins) with its PXNR tenant
 * (the reseller) and invites the reseller's login e-mail: the e-mail carries
 * `/register?invitationCode=…&user=…`. The invitation page is public: its calls carry no token.
 */
import { Type, type Static } from '@sinclair/typebox';
import { isEmail } from '../validation/field-rules';
import { tooLongMessage } from './client-forms';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { Dictionary, Nullable, StringEnum, Text } from './schema-helpers';

// ---------------------------------------------------------------------------------------------
// Reseller onboarding (docs/resellers.md)
// ---------------------------------------------------------------------------------------------

/** The 15 fields of Reseller Onboarding, in form order. */
export const RESELLER_ONBOARDING_FIELDS = [
  'pxnsTenantId',
  'pxnrTenantId',
  'pxnrTenantName',
  'pxnrTenantDescription',
  'pxnrParticipantId',
  'pxnrCurrencyCode',
  'pxnrCurrencySymbol',
  'pxnrBuyerId',
  'pxnrShippingAddressId',
  'pxnrBillingAddressId',
  'pxnrShippingOptionsJSON',
  'pxnrPaymentOptionJSON',
  'pxnrAdditionalServices',
  'adminLoginEmail',
  'resellerLoginEmail',
] as const;
/** One field of Reseller Onboarding. */
export type ResellerOnboardingField = (typeof RESELLER_ONBOARDING_FIELDS)[number];

/** The fields that may stay empty (docs/resellers.md: every other field is required and non-blank). */
export const RESELLER_OPTIONAL_FIELDS: readonly ResellerOnboardingField[] = ['pxnrTenantName', 'pxnrTenantDescription'];

/** Longest IDs, names and e-mails (docs/resellers.md), in characters. */
export const RESELLER_TEXT_MAX_LENGTH = 100;
/** Longest description (docs/resellers.md), in characters. */
export const RESELLER_DESCRIPTION_MAX_LENGTH = 250;
/** Longest currency code (docs/resellers.md), in characters. */
export const RESELLER_CURRENCY_CODE_MAX_LENGTH = 6;
/** Longest currency symbol (docs/resellers.md), in characters. */
export const RESELLER_CURRENCY_SYMBOL_MAX_LENGTH = 3;
/** Longest text of each of the three JSON fields, in characters. */
export const RESELLER_JSON_MAX_LENGTH = 10_000;

/**
 * The most characters of each field (docs/resellers.md): 250 for the description, 6 for the currency
 * code, 3 for the currency symbol, {@link RESELLER_JSON_MAX_LENGTH} for the JSON fields, 100 for the
 * other IDs, names and e-mails.
 */
export const RESELLER_FIELD_MAX_LENGTHS: Readonly<Record<ResellerOnboardingField, number>> = {
  pxnsTenantId: RESELLER_TEXT_MAX_LENGTH,
  pxnrTenantId: RESELLER_TEXT_MAX_LENGTH,
  pxnrTenantName: RESELLER_TEXT_MAX_LENGTH,
  pxnrTenantDescription: RESELLER_DESCRIPTION_MAX_LENGTH,
  pxnrParticipantId: RESELLER_TEXT_MAX_LENGTH,
  pxnrCurrencyCode: RESELLER_CURRENCY_CODE_MAX_LENGTH,
  pxnrCurrencySymbol: RESELLER_CURRENCY_SYMBOL_MAX_LENGTH,
  pxnrBuyerId: RESELLER_TEXT_MAX_LENGTH,
  pxnrShippingAddressId: RESELLER_TEXT_MAX_LENGTH,
  pxnrBillingAddressId: RESELLER_TEXT_MAX_LENGTH,
  pxnrShippingOptionsJSON: RESELLER_JSON_MAX_LENGTH,
  pxnrPaymentOptionJSON: RESELLER_JSON_MAX_LENGTH,
  pxnrAdditionalServices: RESELLER_JSON_MAX_LENGTH,
  adminLoginEmail: RESELLER_TEXT_MAX_LENGTH,
  resellerLoginEmail: RESELLER_TEXT_MAX_LENGTH,
};

/** The labels of the fields on the screen. */
export const RESELLER_FIELD_LABELS: Readonly<Record<ResellerOnboardingField, string>> = {
  pxnsTenantId: 'PXNS Tenant ID',
  pxnrTenantId: 'PXNR Tenant ID',
  pxnrTenantName: 'PXNR Tenant Name',
  pxnrTenantDescription: 'PXNR Tenant Description',
  pxnrParticipantId: 'PXNR Participant ID',
  pxnrCurrencyCode: 'PXNR Currency Code',
  pxnrCurrencySymbol: 'PXNR Currency Symbol',
  pxnrBuyerId: 'PXNR Buyer ID',
  pxnrShippingAddressId: 'PXNR Shipping Address ID',
  pxnrBillingAddressId: 'PXNR Billing Address ID',
  pxnrShippingOptionsJSON: 'PXNR Shipping Options JSON',
  pxnrPaymentOptionJSON: 'PXNR Payment Option JSON',
  pxnrAdditionalServices: 'PXNR Additional Services',
  adminLoginEmail: 'Admin Login Email',
  resellerLoginEmail: 'Reseller Login Email',
};

/** The messages of Reseller Onboarding (docs/resellers.md). */
export const RESELLER_MESSAGES = {
  onboarded: 'Reseller Onboarded Successfully',
  additionalServicesNotArray: 'Additional service should be valid array',
  shippingOptionsNotObject: 'Shipping options should be a valid JSON object',
  paymentOptionNotObject: 'Payment option should be a valid JSON object',
  required: 'Required field',
  invalidEmail: 'invalid email',
  sameTenant: 'The PXNR tenant must differ from the PXNS tenant',
  tenantNotFound: 'Tenant not found',
} as const;

/** The values of the form as typed (text of every field; the JSON fields as JSON text). */
export type ResellerOnboardingValues = Record<ResellerOnboardingField, string>;

/** The form's starting values (docs/resellers.md): `{}` for the two option JSONs, `[]` for additional services. */
export const RESELLER_ONBOARDING_DEFAULTS: ResellerOnboardingValues = {
  pxnsTenantId: '',
  pxnrTenantId: '',
  pxnrTenantName: '',
  pxnrTenantDescription: '',
  pxnrParticipantId: '',
  pxnrCurrencyCode: '',
  pxnrCurrencySymbol: '',
  pxnrBuyerId: '',
  pxnrShippingAddressId: '',
  pxnrBillingAddressId: '',
  pxnrShippingOptionsJSON: '{}',
  pxnrPaymentOptionJSON: '{}',
  pxnrAdditionalServices: '[]',
  adminLoginEmail: '',
  resellerLoginEmail: '',
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The errors of the Reseller Onboarding form by field (docs/resellers.md), one
 * message a field, empty when the form may be sent (the Onboard Reseller button is enabled only
 * then). Values are judged trimmed:
 * - every field but pxnrTenantName and pxnrTenantDescription is required and non-blank: 'Required field';
 * - longer than {@link RESELLER_FIELD_MAX_LENGTHS}: 'At most {n} characters';
 * - pxnrAdditionalServices must parse as a JSON array: 'Additional service should be valid array';
 * - the two option JSONs must parse as JSON objects;
 * - adminLoginEmail and resellerLoginEmail must be e-mail addresses: 'invalid email'.
 *
 * @example resellerOnboardingErrors({ ...RESELLER_ONBOARDING_DEFAULTS, pxnrAdditionalServices: '{}' }).pxnrAdditionalServices // 'Additional service should be valid array'
 */
export function resellerOnboardingErrors(values: ResellerOnboardingValues): Partial<Record<ResellerOnboardingField, string>> {
  const errors: Partial<Record<ResellerOnboardingField, string>> = {};
  for (const field of RESELLER_ONBOARDING_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (value === '') {
      if (!RESELLER_OPTIONAL_FIELDS.includes(field)) errors[field] = RESELLER_MESSAGES.required;
      continue;
    }
    const max = RESELLER_FIELD_MAX_LENGTHS[field];
    if ([...value].length > max) {
      errors[field] = tooLongMessage(max);
      continue;
    }
    if (field === 'pxnrAdditionalServices') {
      const parsed = parseJson(value);
      if (!parsed.ok || !Array.isArray(parsed.value)) errors[field] = RESELLER_MESSAGES.additionalServicesNotArray;
    } else if (field === 'pxnrShippingOptionsJSON' || field === 'pxnrPaymentOptionJSON') {
      const parsed = parseJson(value);
      if (!parsed.ok || !isPlainObject(parsed.value)) {
        errors[field] = field === 'pxnrShippingOptionsJSON' ? RESELLER_MESSAGES.shippingOptionsNotObject : RESELLER_MESSAGES.paymentOptionNotObject;
      }
    } else if ((field === 'adminLoginEmail' || field === 'resellerLoginEmail') && !isEmail(value)) {
      errors[field] = RESELLER_MESSAGES.invalidEmail;
    }
  }
  return errors;
}

/** Whether the form may be sent: {@link resellerOnboardingErrors} finds nothing (docs/resellers.md). */
export function canOnboardReseller(values: ResellerOnboardingValues): boolean {
  return Object.keys(resellerOnboardingErrors(values)).length === 0;
}

/**
 * The body the form sends (docs/resellers.md): text fields trimmed, an empty
 * one as `null`; the option JSONs as objects and the additional services as an array, each parsed
 * from its text, an empty one as its default (`{}`, `[]`).
 *
 * @throws SyntaxError when a JSON field does not parse (check {@link resellerOnboardingErrors} first).
 * @example resellerOnboardingBody({ ...RESELLER_ONBOARDING_DEFAULTS, pxnrTenantName: ' ' }).pxnrTenantName // null
 */
export function resellerOnboardingBody(values: ResellerOnboardingValues): ResellerOnboardingBody {
  const text = (field: ResellerOnboardingField): string | null => {
    const value = (values[field] ?? '').trim();
    return value === '' ? null : value;
  };
  const json = (field: ResellerOnboardingField, fallback: string): unknown => JSON.parse(text(field) ?? fallback) as unknown;
  return {
    pxnsTenantId: text('pxnsTenantId'),
    pxnrTenantId: text('pxnrTenantId'),
    pxnrTenantName: text('pxnrTenantName'),
    pxnrTenantDescription: text('pxnrTenantDescription'),
    pxnrParticipantId: text('pxnrParticipantId'),
    pxnrCurrencyCode: text('pxnrCurrencyCode'),
    pxnrCurrencySymbol: text('pxnrCurrencySymbol'),
    pxnrBuyerId: text('pxnrBuyerId'),
    pxnrShippingAddressId: text('pxnrShippingAddressId'),
    pxnrBillingAddressId: text('pxnrBillingAddressId'),
    pxnrShippingOptionsJSON: json('pxnrShippingOptionsJSON', '{}') as Record<string, unknown>,
    pxnrPaymentOptionJSON: json('pxnrPaymentOptionJSON', '{}') as Record<string, unknown>,
    pxnrAdditionalServices: json('pxnrAdditionalServices', '[]') as unknown[],
    adminLoginEmail: text('adminLoginEmail'),
    resellerLoginEmail: text('resellerLoginEmail'),
  } as ResellerOnboardingBody;
}

const nullableText = (maxLength: number, description: string) => Nullable(Type.String({ maxLength, description: `${description}; null when empty` }));
const requiredText = (maxLength: number, description: string) => Text({ maxLength, description });
const AnyJson = Type.Unsafe<unknown>({ description: 'Any JSON value' });

/**
 * The body of Reseller Onboarding: the 15 fields. pxnrTenantName and
 * pxnrTenantDescription may be `null`; the rest are required (the API checks them again with
 * {@link resellerOnboardingErrors}).
 */
export const ResellerOnboardingBodySchema = Type.Object(
  {
    pxnsTenantId: TenantIdSchema,
    pxnrTenantId: TenantIdSchema,
    pxnrTenantName: nullableText(RESELLER_TEXT_MAX_LENGTH, 'PXNR tenant name'),
    pxnrTenantDescription: nullableText(RESELLER_DESCRIPTION_MAX_LENGTH, 'PXNR tenant description'),
    pxnrParticipantId: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Participant id'),
    pxnrCurrencyCode: requiredText(RESELLER_CURRENCY_CODE_MAX_LENGTH, 'Currency code'),
    pxnrCurrencySymbol: requiredText(RESELLER_CURRENCY_SYMBOL_MAX_LENGTH, 'Currency symbol'),
    pxnrBuyerId: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Buyer id'),
    pxnrShippingAddressId: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Shipping address id'),
    pxnrBillingAddressId: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Billing address id'),
    pxnrShippingOptionsJSON: Dictionary(AnyJson, { description: 'Shipping options, a JSON object (default {})' }),
    pxnrPaymentOptionJSON: Dictionary(AnyJson, { description: 'Payment option, a JSON object (default {})' }),
    pxnrAdditionalServices: Type.Array(AnyJson, { maxItems: 200, description: 'Additional services, a JSON array (default [])' }),
    adminLoginEmail: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Admin login e-mail'),
    resellerLoginEmail: requiredText(RESELLER_TEXT_MAX_LENGTH, 'Reseller login e-mail: the invitation goes there'),
  },
  { additionalProperties: false },
);
/** See {@link ResellerOnboardingBodySchema}. */
export type ResellerOnboardingBody = Static<typeof ResellerOnboardingBodySchema>;

/** The answer of Reseller Onboarding: the message and whom the invitation went to. */
export const ResellerOnboardedSchema = Type.Object({
  message: Type.String({ description: "'Reseller Onboarded Successfully'" }),
  pxnsTenantId: Type.String(),
  pxnrTenantId: Type.String(),
  invitationSentTo: Type.String(),
  expiresAt: Type.String({ description: 'ISO-8601 instant the invitation code expires' }),
});
/** See {@link ResellerOnboardedSchema}. */
export type ResellerOnboarded = Static<typeof ResellerOnboardedSchema>;

// ---------------------------------------------------------------------------------------------
// Pxnr Sync (docs/resellers.md)
// ---------------------------------------------------------------------------------------------

/** The messages of Pxnr Sync (docs/resellers.md; 'successfull' is the spec's spelling). */
export const PXNR_SYNC_MESSAGES = {
  synced: 'Tenant sync successfull',
  required: 'Required field',
  sameTenant: 'Source and destination tenants must differ',
  noResellerConfig: 'The source tenant has no reseller configuration',
  destinationIsReseller: 'The destination tenant is the reseller itself',
} as const;

/** The values of the Pxnr Sync form. */
export interface PxnrSyncValues {
  source_tenant_id: string;
  destination_tenant_id: string;
}

/**
 * The errors of the Pxnr Sync form by field (docs/resellers.md: both tenant IDs required,
 * judged trimmed); empty when the Sync button may run.
 *
 * @example pxnrSyncErrors({ source_tenant_id: 'T01', destination_tenant_id: ' ' }) // { destination_tenant_id: 'Required field' }
 */
export function pxnrSyncErrors(values: PxnrSyncValues): Partial<Record<keyof PxnrSyncValues, string>> {
  const errors: Partial<Record<keyof PxnrSyncValues, string>> = {};
  if (values.source_tenant_id.trim() === '') errors.source_tenant_id = PXNR_SYNC_MESSAGES.required;
  if (values.destination_tenant_id.trim() === '') errors.destination_tenant_id = PXNR_SYNC_MESSAGES.required;
  return errors;
}

/** The body of Pxnr Sync. */
export const PxnrSyncBodySchema = Type.Object(
  { source_tenant_id: TenantIdSchema, destination_tenant_id: TenantIdSchema },
  { additionalProperties: false },
);
/** See {@link PxnrSyncBodySchema}. */
export type PxnrSyncBody = Static<typeof PxnrSyncBodySchema>;

/** The answer of Pxnr Sync: success, the message and the keys of the copied configuration. */
export const PxnrSyncAnswerSchema = Type.Object({ success: Type.Boolean(), message: Type.String(), copiedFields: Type.Array(Type.String()) });

// ---------------------------------------------------------------------------------------------
// Invitation (docs/resellers.md)
// ---------------------------------------------------------------------------------------------

/**
 * Where the public page sends a visitor without a query string or with an invalid invitation
 * (docs/resellers.md): the provider's marketing site.
 */
export const PROVIDER_MARKETING_SITE_URL = 'https://www.example.com';

/** The public invitation page's path (docs/resellers.md); its query carries invitationCode and user. */
export const INVITATION_PAGE_PATH = '/register';

/** Days an invitation code stays valid by default (the API's RESELLER_INVITATION_VALID_DAYS overrides it). */
export const INVITATION_VALID_DAYS = 14;

/**
 * The statuses of an invitation (docs/resellers.md): INVITED until answered; PENDING_APPROVAL
 * once accepted by a business that is not a client yet (accepted and being processed); ACCEPTED once
 * accepted by a client, whose owner receives the supplier activation e-mail.
 */
export const INVITATION_STATUSES = ['INVITED', 'PENDING_APPROVAL', 'ACCEPTED'] as const;
/** One of {@link INVITATION_STATUSES}. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The messages of the invitation page (docs/resellers.md). */
export const INVITATION_MESSAGES = {
  pendingApproval: 'This Invite has already been accepted and is being processed.',
  alreadyAccepted: 'This Invite has already been accepted.',
  siteNotFound: "Sorry, the URL that you've entered does not match a client website of the provider. Please double-check and try again.",
  enterSiteUrl: 'Please enter your website URL',
  notFound: 'Invitation not found',
  expired: 'This invitation has expired',
  locateFirst: 'Please locate your website first',
  nothingToResend: 'There is no activation e-mail to resend',
  /** 429: the resends of one invitation in the last 24 hours reached {@link ACTIVATION_RESEND_LIMIT}. */
  resendLimit: 'The activation e-mail was resent 3 times in the last 24 hours. Try again later',
  tooMany: 'Too many requests from this address. Try again later',
} as const;

/** Resends of one invitation's activation e-mail allowed in 24 hours (docs/resellers.md). */
export const ACTIVATION_RESEND_LIMIT = 3;

/**
 * An e-mail address as the public invitation calls show it: the first letter of the name and of
 * the domain, the rest hidden but the last domain label, so a caller learns nothing of a tenant's
 * owner beyond a hint (docs/resellers.md).
 *
 * @example maskEmail('owner@acme.example') // 'o***@a***.example'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const labels = email.slice(at + 1).split('.');
  const top = labels.length > 1 ? `.${labels[labels.length - 1]}` : '';
  return `${email[0]}***@${email[at + 1] ?? ''}***${top}`;
}

/**
 * The answer of a resend (docs/resellers.md), given the masked address ({@link maskEmail}).
 *
 * @example activationResentMessage('o***@a***.example') // 'Supplier Activation Email has been resent to o***@a***.example'
 */
export function activationResentMessage(email: string): string {
  return `Supplier Activation Email has been resent to ${email}`;
}

/**
 * The website locator's input (docs/resellers.md): the URL trimmed; `null` when empty
 * (the page then shows 'Please enter your website URL' and calls nothing).
 *
 * @example locatorInput('  https://t02.buy.example.com ') // 'https://t02.buy.example.com'
 * @example locatorInput('   ') // null
 */
export function locatorInput(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The host a site URL names, for matching a typed website against the tenants' sites: lower case,
 * without a leading `www.`; a URL typed without a scheme is read as https. `null` when it names no host.
 *
 * @example siteHost(' HTTPS://www.T02.Buy.Example.com/shop ') // 't02.buy.example.com'
 * @example siteHost('t02.buy.example.com') // 't02.buy.example.com'
 */
export function siteHost(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const host = new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '');
  return host.includes('.') ? host : null;
}

/**
 * Whether the query of /register names an invitation (docs/resellers.md): invitationCode and user both
 * present and non-blank; otherwise the visitor goes to {@link PROVIDER_MARKETING_SITE_URL}.
 */
export function hasInvitationQuery(query: URLSearchParams): boolean {
  return (query.get('invitationCode') ?? '').trim() !== '' && (query.get('user') ?? '').trim() !== '';
}

/** An invitation code as typed or linked (the API groups of 4 capital letters or digits, e.g. `K7QD-M2XP-9WRT-4HNB`). */
export const InvitationCodeSchema = Type.String({ minLength: 1, maxLength: 64, description: 'The invitation code of the e-mail' });
/** The invitation's user id (the `user` query parameter). */
export const InvitationUserSchema = Type.String({ minLength: 1, maxLength: 64, description: 'The user id of the e-mail link' });

/** The body of verify: the two query parameters. */
export const VerifyInvitationBodySchema = Type.Object({ invitationCode: InvitationCodeSchema, user: InvitationUserSchema }, { additionalProperties: false });
/** See {@link VerifyInvitationBodySchema}. */
export type VerifyInvitationBody = Static<typeof VerifyInvitationBodySchema>;

/** The body of locate-tenant. */
export const LocateTenantBodySchema = Type.Object(
  { invitationCode: InvitationCodeSchema, user: InvitationUserSchema, siteUrl: Text({ maxLength: 500, description: 'The website typed, trimmed' }) },
  { additionalProperties: false },
);
/** See {@link LocateTenantBodySchema}. */
export type LocateTenantBody = Static<typeof LocateTenantBodySchema>;

/** The tenant a website belongs to. */
export const LocatedTenantSchema = Type.Object({ pxTenantId: Type.String(), tenantName: Type.String(), siteUrl: Type.String() });
/** See {@link LocatedTenantSchema}. */
export type LocatedTenant = Static<typeof LocatedTenantSchema>;

/** The body of accept. */
export const AcceptInvitationBodySchema = Type.Object(
  {
    invitationCode: InvitationCodeSchema,
    user: InvitationUserSchema,
    isPxTenant: Type.Boolean({ description: 'YES: already a client of the provider' }),
    pxTenantId: Nullable(TenantIdSchema),
    autoLookup: Type.Boolean({ description: 'The tenant was found by the website locator' }),
  },
  { additionalProperties: false },
);
/** See {@link AcceptInvitationBodySchema}. */
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;

/** One earlier answer to an invitation (prevResponse). */
export const InvitationResponseSchema = Type.Object({
  respondedAt: Type.String({ description: 'ISO-8601 instant' }),
  isPxTenant: Type.Boolean(),
  pxTenantId: Type.Union([Type.String(), Type.Null()]),
  autoLookup: Type.Boolean(),
});
/** See {@link InvitationResponseSchema}. */
export type InvitationResponse = Static<typeof InvitationResponseSchema>;

/** The HTML texts of an invitation (textFields); the page sanitises them before showing. */
export const InvitationTextFieldsSchema = Type.Object({
  welcomeHtmlTemplate: Type.String(),
  acceptanceHtmlTemplatePXClient: Type.String(),
  acceptanceHtmlTemplateNonPXClient: Type.String(),
});

/** An invitation as the page sees it. */
export const InvitationSchema = Type.Object({
  invitationCode: Type.String(),
  user: Type.String(),
  userEmail: Type.String(),
  pxnsTenantName: Type.String(),
  isValidInvitation: Type.Boolean({ description: 'false once expired and never answered' }),
  invitationStatus: StringEnum(INVITATION_STATUSES),
  isPxnr: Type.Boolean({ description: 'The inviting tenant is set up with a reseller' }),
  isPxTenant: Type.Boolean(),
  pxTenantId: Type.Union([Type.String(), Type.Null()]),
  ownerEmail: Type.Union([Type.String(), Type.Null()], { description: 'Where the supplier activation e-mail goes' }),
  prevResponse: Type.Array(InvitationResponseSchema),
  textFields: InvitationTextFieldsSchema,
  siteUrl: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link InvitationSchema}. */
export type Invitation = Static<typeof InvitationSchema>;

/** The answer of resend. */
export const ResendAnswerSchema = Type.Object({ message: Type.String() });

const PUBLIC_LIMIT = 'rate-limited per client address (429 after that)';

/** Reseller Onboarding and Pxnr Sync (PLATFORM_ADMIN) and the public Reseller Invitation. */
export const RESELLER_ENDPOINTS = declareEndpoints({
  resellerOnboarding: {
    method: 'POST',
    path: '/pxnr/reseller-onboarding',
    access: 'PLATFORM_ADMIN',
    area: 'resellers',
    summary:
      "Links the PXNS tenant with its PXNR tenant, creates a single-use expiring invitation code and e-mails the /register link to resellerLoginEmail; 'Reseller Onboarded Successfully'",
    body: ResellerOnboardingBodySchema,
    responses: { 200: ResellerOnboardedSchema },
  },
  pxnrSync: {
    method: 'POST',
    path: '/pxnr/sync',
    base: 'test',
    access: 'PLATFORM_ADMIN',
    area: 'resellers',
    summary: "Copies the source tenant's reseller configuration to the destination tenant; 'Tenant sync successfull' (test only)",
    body: PxnrSyncBodySchema,
    responses: { 200: PxnrSyncAnswerSchema },
  },
  verifyInvitation: {
    changesNoBusinessState: 'A check of an invitation code: reads only',
    method: 'POST',
    path: '/pxns/invitation/verify',
    access: 'PUBLIC',
    area: 'resellers',
    summary: `The invitation of a code and user; 404 when unknown; ${PUBLIC_LIMIT}`,
    body: VerifyInvitationBodySchema,
    responses: { 200: InvitationSchema },
  },
  locateTenant: {
    changesNoBusinessState: 'A lookup of a site: reads only',
    method: 'POST',
    path: '/pxns/invitation/locate-tenant',
    access: 'PUBLIC',
    area: 'resellers',
    summary: `The client whose website the URL names; 404 with the not-found URL message; ${PUBLIC_LIMIT}`,
    body: LocateTenantBodySchema,
    responses: { 200: LocatedTenantSchema },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/pxns/invitation/accept',
    access: 'PUBLIC',
    area: 'resellers',
    summary: `Accepts an invitation once: a client's is ACCEPTED and its owner gets the supplier activation e-mail, another's is PENDING_APPROVAL; 409 when already answered, 410 when expired; ${PUBLIC_LIMIT}`,
    body: AcceptInvitationBodySchema,
    responses: { 200: InvitationSchema },
  },
  resendActivation: {
    method: 'POST',
    path: '/pxns/invitation/resend',
    access: 'PUBLIC',
    area: 'resellers',
    summary: `Sends the supplier activation e-mail of an accepted invitation again; 'Supplier Activation Email has been resent to {email}'; ${PUBLIC_LIMIT}`,
    body: VerifyInvitationBodySchema,
    responses: { 200: ResendAnswerSchema },
  },
});
