/**
 * The tenant lifecycle's workflows for PLATFORM_ADMIN (docs/platform-ops.md#onboard-new-tenant,
 * docs/platform-ops.md#decommission, docs/platform-ops.md#auction-and-po-onboarding): the onboarding form and its rules, the workflow status, start and resume, the
 * decommission start with its resource selection and dry run, and the auction and PO onboarding.
 */
import { Type, type Static } from '@sinclair/typebox';
import { isHexColor, invalidColorMessage } from '../validation/hex-color';
import { AsyncAnswer, AsyncPollHeadersSchema } from './async-answer';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { DryRunAnswer, withDryRun } from './dry-run';
import { JobIdSchema } from './jobs';
import { Dictionary, StringEnum } from './schema-helpers';

// ---------------------------------------------------------------------------------------------
// Onboarding form (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** The text fields of the onboarding form, in form order. */
export const ONBOARDING_FORM_FIELDS = [
  'tenant_id',
  'tenant_name',
  'tenant_short_name',
  'domain',
  'execution_name',
  'email',
  'tenant_sender_email',
  'phone',
  'whatsapp',
  'first_name',
  'last_name',
  'site_title',
  'site_description',
  'language',
  'region',
  'px_color_primary',
  'px_color_secondary',
  'px_font_title',
  'px_font_body',
  'routes',
  'business_address_1',
  'business_address_2',
  'business_address_3',
  'business_buyer_site',
  'business_copyrights_text',
  'business_phone',
  'business_tenant_site',
  'business_website',
  'user_invitation_template',
  'user_verification_template',
  'trial_period_in_days',
  'pxn_invitation_code',
  'apiEndpointConfiguration',
  'is_assurant_reseller',
] as const;
/** One text field of the onboarding form. */
export type OnboardingFormField = (typeof ONBOARDING_FORM_FIELDS)[number];

/** The file fields of the onboarding form. */
export const ONBOARDING_FILE_FIELDS = ['user_pool_logo', 'favicon'] as const;
/** One file field of the onboarding form. */
export type OnboardingFileField = (typeof ONBOARDING_FILE_FIELDS)[number];

/**
 * What the onboarding start requires, checked in this order (docs/platform-ops.md): the
 * pool logo, then the text fields; the colours' hex form is checked right after px_color_secondary.
 */
export const ONBOARDING_REQUIRED_ORDER = [
  'user_pool_logo',
  'tenant_id',
  'whatsapp',
  'email',
  'phone',
  'last_name',
  'first_name',
  'tenant_short_name',
  'site_title',
  'site_description',
  'language',
  'region',
  'px_color_primary',
  'px_color_secondary',
  'px_font_title',
  'px_font_body',
  'routes',
  'tenant_name',
] as const;

/** The colour fields, which must be hex colours (#RGB or #RRGGBB) (docs/platform-ops.md step 15). */
export const ONBOARDING_COLOR_FIELDS = ['px_color_primary', 'px_color_secondary'] as const;

/** apiEndpointConfiguration's values; Regional by default. */
export const API_ENDPOINT_CONFIGURATIONS = ['Regional', 'Edge'] as const;

/** Defaults of the onboarding form (the template ids are not shown there). */
export const ONBOARDING_DEFAULTS = {
  apiEndpointConfiguration: 'Regional',
  user_invitation_template: 'px-user-invitation',
  user_verification_template: 'px-user-verification',
} as const;

/** Longest value of an onboarding text field, characters; `routes` (one host per line) may be longer. */
export const ONBOARDING_FIELD_MAX_LENGTH = 255;
/** Longest `routes` value, characters. */
export const ONBOARDING_ROUTES_MAX_LENGTH = 2000;

/** The messages of the onboarding start (docs/platform-ops.md). */
export const ONBOARDING_MESSAGES = {
  /** The alert's first line when a required field is missing or a colour is bad. */
  fillAll: 'Please fill out all the data!',
  /** trial_period_in_days with anything but digits. */
  trialDigits: 'trial_period_in_days accepts only digits',
} as const;

/**
 * The first problem of an onboarding form, as the alert shows it (docs/platform-ops.md): `title` 'Please fill
 * out all the data!' and `line` naming the field (e.g. 'tenant_id'), or 'Invalid color on field
 * px_color_primary' for a colour that is not #RGB or #RRGGBB; trial_period_in_days must hold digits
 * only. `undefined` when the form may be started. Values are trimmed before the checks.
 *
 * @example onboardingFormProblem({}, false) // { title: 'Please fill out all the data!', line: 'user_pool_logo' }
 * @example onboardingFormProblem({ ...complete, px_color_primary: 'red' }, true)?.line // 'Invalid color on field px_color_primary'
 */
export function onboardingFormProblem(
  values: Partial<Record<OnboardingFormField, string | boolean | undefined>>,
  hasPoolLogo: boolean,
): { title: string; line: string } | undefined {
  const text = (field: OnboardingFormField) => String(values[field] ?? '').trim();
  for (const field of ONBOARDING_REQUIRED_ORDER) {
    if (field === 'user_pool_logo') {
      if (!hasPoolLogo) return { title: ONBOARDING_MESSAGES.fillAll, line: field };
      continue;
    }
    if (text(field) === '') return { title: ONBOARDING_MESSAGES.fillAll, line: field };
    if (field === 'px_color_secondary') {
      for (const color of ONBOARDING_COLOR_FIELDS) {
        if (!isHexColor(text(color))) return { title: ONBOARDING_MESSAGES.fillAll, line: invalidColorMessage(color) };
      }
    }
  }
  const trial = text('trial_period_in_days');
  if (trial !== '' && !/^[0-9]+$/.test(trial)) return { title: ONBOARDING_MESSAGES.fillAll, line: ONBOARDING_MESSAGES.trialDigits };
  return undefined;
}

/** The values of an onboarding form as sent (multipart text parts; booleans as 'true'/'false'). */
export type OnboardingFormBody = Partial<Record<OnboardingFormField | OnboardingFileField, string>>;

/**
 * The body of POST /workflow/start: `multipart/form-data` with the files user_pool_logo and favicon
 * and every non-empty text field. Every field is optional here: the required ones are
 * checked in the spec's order with its messages by {@link onboardingFormProblem}.
 */
export const OnboardingFormBodySchema = Type.Unsafe<OnboardingFormBody>(
  Type.Object(
    {
      ...Object.fromEntries(
        ONBOARDING_FORM_FIELDS.map((field) => [
          field,
          Type.Optional(Type.String({ maxLength: field === 'routes' ? ONBOARDING_ROUTES_MAX_LENGTH : ONBOARDING_FIELD_MAX_LENGTH })),
        ]),
      ),
      ...Object.fromEntries(
        ONBOARDING_FILE_FIELDS.map((field) => [
          field,
          Type.Optional(Type.String({ maxLength: 255, description: 'A file part (png, gif or jpeg by its bytes, at most 1 MB); its value is the file name' })),
        ]),
      ),
    },
    { additionalProperties: false },
  ),
);

// ---------------------------------------------------------------------------------------------
// Workflow status (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** Workflow statuses (docs/platform-ops.md onboarding; decommission uses WAITING, RUNNING, FAILED). */
export const WORKFLOW_STATUSES = ['RUNNING', 'WAITING', 'FAILED', 'TIMED_OUT', 'ABORTED', 'SUCCEEDED'] as const;
/** See {@link WORKFLOW_STATUSES}. */
export type WorkflowStatusValue = (typeof WORKFLOW_STATUSES)[number];

/** The types of a WAITING onboarding (docs/platform-ops.md). */
export const WORKFLOW_WAITING_TYPES = ['DNS Mapping', 'CNAME Records'] as const;
/** See {@link WORKFLOW_WAITING_TYPES}. */
export type WorkflowWaitingType = (typeof WORKFLOW_WAITING_TYPES)[number];

/** The kinds of workflow of a tenant (our addition: which of the two the status describes). */
export const WORKFLOW_KINDS = ['ONBOARDING', 'DECOMMISSION'] as const;

/** The error of a status call for a tenant without workflow or removed (docs/platform-ops.md). */
export const TENANT_NOT_FOUND = 'Tenant Not Found';

/** One DNS record. */
export const DnsRecordSchema = Type.Object({ Name: Type.String(), Type: Type.String(), Value: Type.String() });
/** See {@link DnsRecordSchema}. */
export type DnsRecord = Static<typeof DnsRecordSchema>;

/** The records of one key of data.records: its id, the records and their disaster-recovery twins. */
export const DnsRecordSetSchema = Type.Object({
  id: Type.String(),
  records: Type.Array(DnsRecordSchema),
  records_dr: Type.Array(DnsRecordSchema),
});
/** See {@link DnsRecordSetSchema}. */
export type DnsRecordSet = Static<typeof DnsRecordSetSchema>;

/**
 * The answer of POST /workflow/status: the tenant's latest
 * workflow. A tenant without any (or removed by a decommission) answers only `error: 'Tenant Not
 * Found'` and `timestamp`.
 */
export const WorkflowStatusSchema = Type.Object({
  status: Type.Optional(StringEnum(WORKFLOW_STATUSES)),
  type: Type.Optional(StringEnum(WORKFLOW_WAITING_TYPES, { description: 'With WAITING: what the workflow waits for' })),
  message: Type.Optional(Type.String()),
  error: Type.Optional(Type.String({ description: "'Tenant Not Found', or why the workflow FAILED" })),
  timestamp: Type.String({ description: 'ISO-8601 instant of the answer' }),
  startDate: Type.Optional(Type.String({ description: 'ISO-8601 instant the workflow started' })),
  executionArn: Type.Optional(Type.String({ description: 'The execution name, e.g. decommission-T01-1700000000000' })),
  output: Type.Optional(Type.String({ description: "JSON text: the tenant's resources (decommission) or what the onboarding created" })),
  data: Type.Optional(Type.Object({ records: Dictionary(DnsRecordSetSchema) })),
  workflow: Type.Optional(StringEnum(WORKFLOW_KINDS, { description: 'Which workflow this is' })),
  jobId: Type.Optional(JobIdSchema),
});
/** See {@link WorkflowStatusSchema}. */
export type WorkflowStatus = Static<typeof WorkflowStatusSchema>;

const TenantIdBodySchema = Type.Object({ tenant_id: TenantIdSchema }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------
// Decommission (docs/platform-ops.md; docs/platform-ops.md#decommission)
// ---------------------------------------------------------------------------------------------

/** The resources of a decommission selection, in the spec's order. */
export const DECOMMISSION_RESOURCES = [
  'tenant_bucket',
  'tenant_database',
  'tenant_database_user',
  'tenant_api_stack',
  'tenant_secret',
  'tenant_iam',
  'tenant_public_tables',
  'tenant_certificate_arn',
  'tenant_env_application_configs',
] as const;
/** One resource of a decommission selection. */
export type DecommissionResource = (typeof DECOMMISSION_RESOURCES)[number];

/** The resources whose value is a list. */
export const DECOMMISSION_LIST_RESOURCES: readonly DecommissionResource[] = ['tenant_public_tables', 'tenant_certificate_arn'];

/** The messages of the decommission (docs/platform-ops.md#decommission). */
export const DECOMMISSION_MESSAGES = {
  startFailed: 'Tenant not found',
  failed: 'Decommission Failed, Try again',
  succeeded: 'Tenant Decommissioned successfully',
} as const;

const ResourceName = Type.String({ maxLength: 255 });

/**
 * A decommission selection: the tenant, and each chosen resource with its value as the
 * workflow output listed it (a name, or a list for tenant_public_tables and tenant_certificate_arn).
 * A resource left out is not removed.
 */
export const DecommissionSelectionSchema = Type.Object(
  {
    tenant_id: TenantIdSchema,
    tenant_bucket: Type.Optional(ResourceName),
    tenant_database: Type.Optional(ResourceName),
    tenant_database_user: Type.Optional(ResourceName),
    tenant_api_stack: Type.Optional(ResourceName),
    tenant_secret: Type.Optional(ResourceName),
    tenant_iam: Type.Optional(ResourceName),
    tenant_public_tables: Type.Optional(Type.Array(ResourceName, { minItems: 1, maxItems: 100, description: 'Left out when not selected' })),
    tenant_certificate_arn: Type.Optional(Type.Array(ResourceName, { minItems: 1, maxItems: 100, description: 'Left out when not selected' })),
    tenant_env_application_configs: Type.Optional(ResourceName),
  },
  { additionalProperties: false },
);
/** See {@link DecommissionSelectionSchema}. */
export type DecommissionSelection = Static<typeof DecommissionSelectionSchema>;

/** The body of the decommission start: the selection fields and execution_name. */
export const DecommissionStartBodySchema = Type.Object(
  {
    ...DecommissionSelectionSchema.properties,
    execution_name: Type.Optional(Type.String({ pattern: '^decommission-[A-Za-z0-9_-]{1,60}-[0-9]{1,16}$', description: 'decommission-{tenant_id}-{timestamp}' })),
  },
  { additionalProperties: false },
);

/** The answer of the decommission start: WAITING with the tenant's resources as JSON text. */
export const DecommissionStartAnswerSchema = Type.Object({
  status: StringEnum(WORKFLOW_STATUSES),
  error: Type.Optional(Type.String()),
  output: Type.String({ description: "JSON text: the tenant's resources by DECOMMISSION_RESOURCES name" }),
  executionArn: Type.String(),
  jobId: JobIdSchema,
});
/** See {@link DecommissionStartAnswerSchema}. */
export type DecommissionStartAnswer = Static<typeof DecommissionStartAnswerSchema>;

/** What a decommission would remove of one resource (dry run): its local counterpart and counts. */
export const DecommissionSummaryItemSchema = Type.Object({
  resource: StringEnum(DECOMMISSION_RESOURCES),
  value: Type.Union([Type.String(), Type.Array(Type.String())], { description: 'The resource as selected' }),
  localCounterpart: Type.String({ description: "What it is on the local platform, e.g. 'tenant settings rows'" }),
  items: Type.Array(Type.String({ description: 'One thing that would be removed' })),
  count: Type.Integer({ minimum: 0, description: 'How many things would be removed' }),
  problem: Type.Optional(Type.String({ description: 'Why the removal would fail, e.g. rows of another tenant that need the tenant' })),
});
/** See {@link DecommissionSummaryItemSchema}. */
export type DecommissionSummaryItem = Static<typeof DecommissionSummaryItemSchema>;

/** The body of POST /workflow/resume: the tenant, and for a decommission the selection. */
export const WorkflowResumeBodySchema = Type.Object(
  {
    tenant_id: TenantIdSchema,
    'decommission-resources': Type.Optional(Type.Object({ resources: DecommissionSelectionSchema }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

/**
 * The answer of POST /workflow/resume: the workflow's status once resumed (RUNNING). A dry run of a
 * decommission answers `dryRun: true` with the summary of what would be removed, per resource.
 */
export const WorkflowResumeAnswerSchema = DryRunAnswer(
  Type.Object({
    status: StringEnum(WORKFLOW_STATUSES),
    message: Type.Optional(Type.String()),
    jobId: Type.Optional(JobIdSchema),
    summary: Type.Optional(
      Type.Object({
        resources: Type.Array(DecommissionSummaryItemSchema),
        total: Type.Integer({ minimum: 0, description: 'Sum of the counts' }),
      }),
    ),
  }),
);
/** See {@link WorkflowResumeAnswerSchema}. */
export type WorkflowResumeAnswer = Static<typeof WorkflowResumeAnswerSchema>;

/** The answer of POST /workflow/start: the new onboarding, RUNNING. */
export const WorkflowStartAnswerSchema = Type.Object({
  status: StringEnum(WORKFLOW_STATUSES),
  executionArn: Type.String(),
  startDate: Type.String({ description: 'ISO-8601 instant' }),
  jobId: JobIdSchema,
});

// ---------------------------------------------------------------------------------------------
// Auction and PO onboarding (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** Longest tenant id and system e-mail of the auction and PO onboarding (docs/platform-ops.md): 60. */
export const ONBOARDING_INPUT_MAX_LENGTH = 60;

const SixtyCharacterTenantId = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,60}$',
  maxLength: ONBOARDING_INPUT_MAX_LENGTH,
  description: 'Tenant id of an existing tenant (at most 60 characters as typed)',
});

/** Body of the auction onboarding: tenant_id and tenant_system_email, at most 60 characters each. */
export const AuctionOnboardingBodySchema = Type.Object(
  {
    tenant_id: SixtyCharacterTenantId,
    tenant_system_email: Type.String({ minLength: 3, maxLength: ONBOARDING_INPUT_MAX_LENGTH, pattern: '^[^\\s@]+@[^\\s@]+$', description: 'At most 60 characters' }),
  },
  { additionalProperties: false },
);
/** Body of the PO onboarding: tenant_id, at most 60 characters. */
export const PoOnboardingBodySchema = Type.Object({ tenant_id: SixtyCharacterTenantId }, { additionalProperties: false });

/** The asynchronous answer of the auction and PO onboarding; COMPLETED carries the JSON result the screen shows. */
export const OnboardingResultAnswerSchema = AsyncAnswer(Dictionary(Type.Unknown(), { description: 'The JSON result' }));

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

/** The workflow endpoints, all PLATFORM_ADMIN. */
export const PLATFORM_OPS_WORKFLOW_ENDPOINTS = declareEndpoints({
  workflowStatus: {
    changesNoBusinessState: 'A poll of a workflow: reads only',
    method: 'POST',
    path: '/workflow/status',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: "The tenant's latest workflow (onboarding or decommission) with its status, type, output and DNS records; error 'Tenant Not Found' when it has none",
    body: TenantIdBodySchema,
    responses: { 200: WorkflowStatusSchema },
  },
  workflowStart: {
    method: 'POST',
    path: '/workflow/start',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      "Starts the onboarding of a new tenant: multipart with user_pool_logo, favicon and the form's non-empty fields; 400 'Please fill out all the data!' with the first missing field in the spec's order; 409 when the tenant exists or has a workflow",
    body: OnboardingFormBodySchema,
    multipart: { files: ONBOARDING_FILE_FIELDS },
    responses: { 200: WorkflowStartAnswerSchema },
  },
  workflowResume: {
    method: 'POST',
    path: '/workflow/resume',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      "Resumes a WAITING workflow: an onboarding waiting for 'DNS Mapping' or 'CNAME Records', or a decommission with its decommission-resources; ?dryRun=true on a decommission answers what would be removed, with counts",
    query: withDryRun(),
    body: WorkflowResumeBodySchema,
    responses: { 200: WorkflowResumeAnswerSchema },
  },
  decommissionStart: {
    method: 'POST',
    path: '/decommission/start',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: "Starts the decommission of a tenant: WAITING with output listing the tenant's resources; 404 'Tenant not found' for an unknown tenant",
    body: DecommissionStartBodySchema,
    responses: { 200: DecommissionStartAnswerSchema },
  },
  auctionOnboarding: {
    method: 'POST',
    path: '/auction-onboarding',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'Enables auctions for a tenant with its system e-mail, asynchronously: PENDING with a requestId, polled with the request_id header until COMPLETED with the JSON result',
    headers: AsyncPollHeadersSchema,
    body: AuctionOnboardingBodySchema,
    responses: { 200: OnboardingResultAnswerSchema },
  },
  poOnboarding: {
    method: 'POST',
    path: '/po-onboarding',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'Enables purchase orders for a tenant, asynchronously: PENDING with a requestId, polled with the request_id header until COMPLETED with the JSON result',
    headers: AsyncPollHeadersSchema,
    body: PoOnboardingBodySchema,
    responses: { 200: OnboardingResultAnswerSchema },
  },
});
