/**
 * Admin operations (POST /admin-status), release deployment and Update Version 
 * (docs/platform-ops.md#release-deployment-and-update-version).
 *
 * An admin operation is work the API runs for a platform admin (a deployment step, a schema sync)
 * that may outlast one call: the starting call answers {@link AdminOperationAnswer} with `Status`
 * 'Succeeded' or 'Failed' when the work finished within a short wait, else 'Waiting'; the screen
 * then polls POST /admin-status every {@link ADMIN_STATUS_POLL_INTERVAL_MS} (60 000 ms) while the
 * answer says 'Waiting' and shows the result. Every admin operation is a job of the job centre; its
 * AdminOperationId is the job's id.
 *
 * Release deployment promotes a version through three steps (the release ledger): test →
 * 'versioned' (test-to-versioned), 'versioned' → 'release' (versioned-to-release, destination
 * 'release/uat') and 'release' → 'prod' (release-to-prod, destination 'prod'). Each step is run
 * either directly (the base call, Version Code only) or through a pull request: open it (-pr:
 * Version Code, description, Bitbucket user and app password), approve it (-approve) and merge it
 * (-merge), the last two with the Bitbucket user and app password only (they act on the step's one
 * pull request in progress). A version reaches each stage once: a second merge is refused.
 */
import { Type, type Static } from '@sinclair/typebox';
import { JobIdSchema } from './jobs';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum } from './schema-helpers';
import { SOMETHING_WENT_WRONG_MESSAGE } from './messages';

// ---------------------------------------------------------------------------------------------
// Admin operations (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** Interval between two admin-status calls while the status is 'Waiting', ms (docs/platform-ops.md: 60000). */
export const ADMIN_STATUS_POLL_INTERVAL_MS = 60_000;

/** The statuses of an admin operation: 'Waiting' means poll again. */
export const ADMIN_OPERATION_STATUSES = ['Waiting', 'Succeeded', 'Failed'] as const;

/** An admin operation's id: the UUID of its job in the job centre. */
export const AdminOperationIdSchema = JobIdSchema;

/** The body of POST /admin-status: `{ AdminOperationId }`. */
export const AdminStatusBodySchema = Type.Object({ AdminOperationId: AdminOperationIdSchema }, { additionalProperties: false });

/**
 * What a starting call and POST /admin-status answer about an admin operation:
 * - `AdminOperationId`: the operation (= its job id in the job centre);
 * - `Status`: 'Waiting' (still running: poll again), 'Succeeded' or 'Failed';
 * - `Result`: what a 'Succeeded' operation produced (its shape is the starting endpoint's);
 * - `Message`: a line for the user: the outcome of a finished operation (why a 'Failed' one
 *   failed), absent while 'Waiting'.
 */
export const AdminOperationAnswerSchema = Type.Object({
  AdminOperationId: AdminOperationIdSchema,
  Status: StringEnum(ADMIN_OPERATION_STATUSES),
  Result: Type.Optional(Type.Unknown({ description: "What a 'Succeeded' operation produced" })),
  Message: Type.Optional(Type.String({ description: 'The outcome for the user; why a Failed operation failed' })),
});
/** See {@link AdminOperationAnswerSchema}. */
export type AdminOperationAnswer = Static<typeof AdminOperationAnswerSchema>;

/** The messages of admin operations (docs/platform-ops.md). */
export const ADMIN_OPERATION_MESSAGES = {
  /** An operation that ended 'Failed' without a message of its own (docs/platform-ops.md). */
  failed: SOMETHING_WENT_WRONG_MESSAGE,
  /** The admin-status call itself failed (network, server error) (docs/platform-ops.md). */
  unableToCheckStatus: 'Something went wrong,Unable to check status',
  /** Shown while the operation is 'Waiting'. */
  waiting: 'In progress: the status is checked every 60 seconds',
  /** POST /admin-status for an id that is no admin operation (404). */
  notFound: 'Admin operation not found',
  /** An operation whose API process stopped before it finished (it never stays 'Waiting'). */
  interrupted: 'Interrupted: the API stopped before the operation finished',
} as const;

/**
 * Whether the screen polls POST /admin-status again after this answer (docs/platform-ops.md): only while
 * 'Waiting'.
 *
 * @example keepPollingAdminStatus({ AdminOperationId: id, Status: 'Waiting' }) // true
 */
export function keepPollingAdminStatus(answer: Pick<AdminOperationAnswer, 'Status'> | undefined): boolean {
  return answer?.Status === 'Waiting';
}

// ---------------------------------------------------------------------------------------------
// Release deployment (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** The deployment steps, in order (the endpoints). */
export const DEPLOY_STEPS = ['test-to-versioned', 'versioned-to-release', 'release-to-prod'] as const;
/** See {@link DEPLOY_STEPS}. */
export type DeployStep = (typeof DEPLOY_STEPS)[number];

/**
 * The variants of a step: `run` is the base
 * call (POST /code-deployment/{step}), the others POST /code-deployment/{step}-pr, -approve, -merge.
 */
export const DEPLOY_VARIANTS = ['run', 'pr', 'approve', 'merge'] as const;
/** See {@link DEPLOY_VARIANTS}. */
export type DeployVariant = (typeof DEPLOY_VARIANTS)[number];

/** The stages of a version in the release ledger, in order. */
export const RELEASE_STAGES = ['versioned', 'release', 'prod'] as const;
/** See {@link RELEASE_STAGES}. */
export type ReleaseStage = (typeof RELEASE_STAGES)[number];

/** The states of a step's pull request: opened, approved, then merged. */
export const PULL_REQUEST_STATES = ['open', 'approved', 'merged'] as const;

/** What each step is: its page (route table key), title, stages before and after, {type} and Destination. */
export interface DeployStepInfo {
  step: DeployStep;
  /** The page key of shared-kit's route table, e.g. 'test-to-version'. */
  page: 'test-to-version' | 'version-to-release' | 'release-to-prod';
  /** The console path of the step's page. */
  path: string;
  title: string;
  /** The stage the version must be at first; `null`: the version must not be in the ledger yet. */
  from: ReleaseStage | null;
  /** The stage the version reaches. */
  to: ReleaseStage;
  /** The {type} of the default PR description (docs/platform-ops.md). */
  type: string;
  /** Destination of the step: 'prod', 'release/uat', or none (`null`) for test. */
  destination: string | null;
}

/** Every step's {@link DeployStepInfo}, by step. */
export const DEPLOY_STEP_INFO: Readonly<Record<DeployStep, DeployStepInfo>> = {
  'test-to-versioned': {
    step: 'test-to-versioned',
    page: 'test-to-version',
    path: '/config-deployment/test-to-version',
    title: 'Test to Version',
    from: null,
    to: 'versioned',
    type: 'version',
    destination: null,
  },
  'versioned-to-release': {
    step: 'versioned-to-release',
    page: 'version-to-release',
    path: '/config-deployment/version-to-release',
    title: 'Version to Release',
    from: 'versioned',
    to: 'release',
    type: 'release',
    destination: 'release/uat',
  },
  'release-to-prod': {
    step: 'release-to-prod',
    page: 'release-to-prod',
    path: '/config-deployment/release-to-prod',
    title: 'Release to Prod',
    from: 'release',
    to: 'prod',
    type: 'prod',
    destination: 'prod',
  },
};

/**
 * The path of a step's variant.
 *
 * @example deployPath('release-to-prod', 'run') // '/code-deployment/release-to-prod'
 * @example deployPath('release-to-prod', 'approve') // '/code-deployment/release-to-prod-approve'
 */
export function deployPath(step: DeployStep, variant: DeployVariant): string {
  return `/code-deployment/${step}${variant === 'run' ? '' : `-${variant}`}`;
}

/** Most characters of a Version Code. */
export const VERSION_CODE_MAX_LENGTH = 20;
/** A Version Code: digits and dots with an optional leading v, e.g. 1.4.0 or v1.4.0. */
export const VERSION_CODE_PATTERN = /^[vV]?\d{1,6}(\.\d{1,6}){0,3}$/;
/** Most characters of a PR description. */
export const PR_DESCRIPTION_MAX_LENGTH = 500;
/** Most characters of a Bitbucket user name. */
export const BITBUCKET_USER_MAX_LENGTH = 100;
/** Most characters of an app password. */
export const APP_PASSWORD_MAX_LENGTH = 200;

/** The messages of release deployment (docs/platform-ops.md). */
export const DEPLOY_MESSAGES = {
  /** A non-PR step without a Version Code (docs/platform-ops.md). */
  versionCodeRequired: 'Version Code is required',
  /** A PR step without one of its fields (docs/platform-ops.md). */
  prFieldsRequired: 'Version Code, Bitbucket User and App Password are required',
  /** Approve or merge without the user or the password (docs/platform-ops.md). */
  credentialsRequired: 'Bitbucket User and App Password are required',
  /** A Version Code that is no version. */
  versionCodeInvalid: 'Version Code must be digits and dots, e.g. 1.4.0 or v1.4.0',
  /** A Destination other than the step's. */
  destinationInvalid: 'Destination does not match the step',
  /** Wrong Bitbucket user or app password. */
  badCredentials: 'Bitbucket User or App Password is incorrect',
  /** Approve with no open pull request for the step. */
  noOpenPullRequest: 'There is no open pull request to approve for this step',
  /** Merge with no pull request for the step. */
  noPullRequest: 'There is no pull request to merge for this step',
  /** Merge of a pull request not approved yet. */
  notApproved: 'The pull request must be approved before it is merged',
  /** A new pull request while the step has one in progress. */
  pullRequestInProgress: 'This step already has a pull request in progress',
} as const;

/**
 * The version tag of a typed Version Code: trimmed, with one leading lower-case v (an existing v
 * is not doubled) (docs/platform-ops.md: "sent prefixed with v").
 *
 * @example versionTag(' 1.4.0 ') // 'v1.4.0'
 * @example versionTag('V1.4.0') // 'v1.4.0'
 */
export function versionTag(code: string): string {
  const trimmed = code.trim();
  return `v${trimmed.replace(/^[vV]/, '')}`;
}

/**
 * The default PR description (docs/platform-ops.md): 'Release {version} to {type}', the version as its tag,
 * the type the step's target ('version', 'release' or 'prod').
 *
 * @example defaultPrDescription('1.4.0', 'release-to-prod') // 'Release v1.4.0 to prod'
 */
export function defaultPrDescription(versionCode: string, step: DeployStep): string {
  return `Release ${versionTag(versionCode)} to ${DEPLOY_STEP_INFO[step].type}`;
}

/**
 * The ledger's refusal of a version that has already reached a step's target (the same version is
 * never merged twice).
 *
 * @example alreadyMergedMessage('v1.4.0', 'prod') // 'Version v1.4.0 is already merged to prod'
 */
export function alreadyMergedMessage(version: string, stage: ReleaseStage): string {
  return `Version ${version} is already merged to ${stage}`;
}

/**
 * The ledger's refusal of a version not at the stage a step starts from (order: 'versioned' before
 * release, 'release' before prod).
 *
 * @example notReadyMessage('v1.4.0', 'release') // 'Version v1.4.0 must reach release first'
 */
export function notReadyMessage(version: string, stage: ReleaseStage): string {
  return `Version ${version} must reach ${stage} first`;
}

/** The body of every deployment call; which fields are needed is {@link deployRequestProblem}'s. */
export const DeployBodySchema = Type.Object(
  {
    VersionCode: Type.Optional(Type.String({ maxLength: VERSION_CODE_MAX_LENGTH, description: 'e.g. 1.4.0 or v1.4.0' })),
    PRDescription: Type.Optional(Type.String({ maxLength: PR_DESCRIPTION_MAX_LENGTH, description: "Default 'Release {version} to {type}'" })),
    Destination: Type.Optional(Type.String({ maxLength: 40, description: "'prod', 'release/uat' or none, as the step says" })),
    BitBucketUser: Type.Optional(Type.String({ maxLength: BITBUCKET_USER_MAX_LENGTH })),
    AppPassword: Type.Optional(Type.String({ maxLength: APP_PASSWORD_MAX_LENGTH, description: 'Checked, never stored or logged' })),
  },
  { additionalProperties: false },
);
/** See {@link DeployBodySchema}. */
export type DeployBody = Static<typeof DeployBodySchema>;

const filled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/**
 * Why a deployment call cannot be sent, or `null` (docs/platform-ops.md), checked by the screen
 * before sending and by the API (400):
 * - `run`: Version Code required ('Version Code is required');
 * - `pr`: Version Code, Bitbucket User and App Password all required;
 * - `approve`, `merge`: Bitbucket User and App Password required;
 * - a Version Code given must match {@link VERSION_CODE_PATTERN}; a Destination given must be the
 *   step's ({@link DeployStepInfo.destination}).
 */
export function deployRequestProblem(step: DeployStep, variant: DeployVariant, body: DeployBody): string | null {
  const needsCode = variant === 'run' || variant === 'pr';
  const needsCredentials = variant !== 'run';
  if (variant === 'run' && !filled(body.VersionCode)) return DEPLOY_MESSAGES.versionCodeRequired;
  if (variant === 'pr' && (!filled(body.VersionCode) || !filled(body.BitBucketUser) || !filled(body.AppPassword))) return DEPLOY_MESSAGES.prFieldsRequired;
  if (needsCredentials && (!filled(body.BitBucketUser) || !filled(body.AppPassword))) return DEPLOY_MESSAGES.credentialsRequired;
  if (needsCode && !VERSION_CODE_PATTERN.test((body.VersionCode ?? '').trim())) return DEPLOY_MESSAGES.versionCodeInvalid;
  const destination = (body.Destination ?? '').trim();
  if (destination !== '' && destination !== DEPLOY_STEP_INFO[step].destination) return DEPLOY_MESSAGES.destinationInvalid;
  return null;
}

/**
 * The body the screen sends for a step's variant: the trimmed Version Code (run,
 * pr), the PR description or its default and the step's Destination (pr, when the step has one), and
 * the Bitbucket user and app password (pr, approve, merge). Empty fields are left out.
 *
 * @example deployBody('release-to-prod', 'pr', { VersionCode: '1.4.0', BitBucketUser: 'u', AppPassword: 'p' })
 * // { VersionCode: '1.4.0', PRDescription: 'Release v1.4.0 to prod', Destination: 'prod', BitBucketUser: 'u', AppPassword: 'p' }
 */
export function deployBody(step: DeployStep, variant: DeployVariant, form: DeployBody): DeployBody {
  const body: DeployBody = {};
  const code = (form.VersionCode ?? '').trim();
  if ((variant === 'run' || variant === 'pr') && code !== '') body.VersionCode = code;
  if (variant === 'pr') {
    body.PRDescription = (form.PRDescription ?? '').trim() || defaultPrDescription(code, step);
    const destination = DEPLOY_STEP_INFO[step].destination;
    if (destination) body.Destination = destination;
  }
  if (variant !== 'run') {
    body.BitBucketUser = (form.BitBucketUser ?? '').trim();
    body.AppPassword = form.AppPassword ?? '';
  }
  return body;
}

/** One pull request of the ledger. */
export const PullRequestSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  step: StringEnum(DEPLOY_STEPS),
  VersionCode: Type.String({ description: 'The version tag, e.g. v1.4.0' }),
  description: Type.String(),
  destination: Nullable(Type.String()),
  state: StringEnum(PULL_REQUEST_STATES),
  author: Type.String({ description: 'Bitbucket user who opened it' }),
  approvedBy: Nullable(Type.String()),
  mergedBy: Nullable(Type.String()),
  openedAt: Type.String({ description: 'ISO-8601 instant' }),
  updatedAt: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link PullRequestSchema}. */
export type PullRequest = Static<typeof PullRequestSchema>;

/** One version of the ledger and the stage it has reached. */
export const ReleaseVersionSchema = Type.Object({
  VersionCode: Type.String({ description: 'The version tag, e.g. v1.4.0' }),
  stage: StringEnum(RELEASE_STAGES),
  updatedAt: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link ReleaseVersionSchema}. */
export type ReleaseVersion = Static<typeof ReleaseVersionSchema>;

/** The release ledger: versions (newest first) and pull requests (newest first, at most 50). */
export const ReleaseLedgerSchema = Type.Object({
  versions: Type.Array(ReleaseVersionSchema),
  pullRequests: Type.Array(PullRequestSchema),
});
/** See {@link ReleaseLedgerSchema}. */
export type ReleaseLedger = Static<typeof ReleaseLedgerSchema>;

/** Most pull requests the ledger answers: the newest. */
export const LEDGER_PULL_REQUEST_LIMIT = 50;

/** What a finished deployment call produced: the version, the stage it is at, and the pull request acted on. */
export const DeployResultSchema = Type.Object({
  step: StringEnum(DEPLOY_STEPS),
  variant: StringEnum(DEPLOY_VARIANTS),
  VersionCode: Type.String(),
  stage: Type.Union([StringEnum(RELEASE_STAGES), Type.Null()]),
  pullRequest: Type.Optional(PullRequestSchema),
});
/** See {@link DeployResultSchema}. */
export type DeployResult = Static<typeof DeployResultSchema>;

// ---------------------------------------------------------------------------------------------
// Update Version (docs/platform-ops.md)
// ---------------------------------------------------------------------------------------------

/** The two sections of Update Version: their word in the messages (docs/platform-ops.md '{App or Config}'). */
export type VersionTarget = 'App' | 'Config';

/** The messages of Update Version (docs/platform-ops.md). */
export const UPDATE_VERSION_MESSAGES = {
  /** Update App without a version code (docs/platform-ops.md). */
  versionCodeRequired: 'Version Code is required',
  /** Update Config without a tenant (docs/platform-ops.md). */
  tenantRequired: 'Tenant ID is required',
  /** Update Config before any app version is set. */
  noAppVersion: 'No app version has been set yet',
  /** Update Config for an unknown tenant (404). */
  tenantNotFound: 'Tenant not found',
} as const;

/**
 * The success message (docs/platform-ops.md '{...} updated success').
 *
 * @example versionUpdatedMessage('App') // 'App updated success'
 */
export function versionUpdatedMessage(target: VersionTarget): string {
  return `${target} updated success`;
}

/**
 * The failure message (docs/platform-ops.md '{App or Config} updated failed, Something went wrong').
 *
 * @example versionUpdateFailedMessage('Config') // 'Config updated failed, Something went wrong'
 */
export function versionUpdateFailedMessage(target: VersionTarget): string {
  return `${target} updated failed, Something went wrong`;
}

/** The body of update-app-version: `version` as 'v...' and `config_update`. */
export const UpdateAppVersionBodySchema = Type.Object(
  {
    version: Type.String({ pattern: '^v\\d{1,6}(\\.\\d{1,6}){0,3}$', description: "The version prefixed with v, e.g. 'v1.4.0'" }),
    config_update: Type.Boolean({ description: "Also move every tenant's config version to this version" }),
  },
  { additionalProperties: false },
);
/** See {@link UpdateAppVersionBodySchema}. */
export type UpdateAppVersionBody = Static<typeof UpdateAppVersionBodySchema>;

/** The body of update-config-version: `tenant_id`. */
export const UpdateConfigVersionBodySchema = Type.Object({ tenant_id: TenantIdSchema }, { additionalProperties: false });

/** The answer of both version updates: the message ('{App|Config} updated success') and the version now current. */
export const VersionUpdateAnswerSchema = Type.Object({
  message: Type.String(),
  version: Type.String(),
  tenantsUpdated: Type.Integer({ minimum: 0, description: 'Tenants whose config version moved' }),
});
/** See {@link VersionUpdateAnswerSchema}. */
export type VersionUpdateAnswer = Static<typeof VersionUpdateAnswerSchema>;

/** The current versions: the app version (null before any) and each tenant's config version. */
export const VersionLedgerSchema = Type.Object({
  appVersion: Nullable(Type.String()),
  appUpdatedAt: Nullable(Type.String({ description: 'ISO-8601 instant' })),
  configVersions: Type.Array(Type.Object({ tenant_id: Type.String(), config_version: Type.String(), updatedAt: Type.String() })),
});
/** See {@link VersionLedgerSchema}. */
export type VersionLedger = Static<typeof VersionLedgerSchema>;

/**
 * Admin operations, release deployment and Update Version (PLATFORM_ADMIN; docs/platform-ops.md).
 * The base step paths and their -pr, -approve, -merge variants are {@link deployPath}'s.
 */
export const PLATFORM_OPS_RELEASE_ENDPOINTS = declareEndpoints({
  adminStatus: {
    changesNoBusinessState: 'A poll of an operation: reads only',
    method: 'POST',
    path: '/admin-status',
    access: 'PLATFORM_ADMIN',
    area: 'admin-operations',
    summary: "An admin operation's status: 'Waiting' (poll again in 60 s), 'Succeeded' with its Result, or 'Failed' with its Message; 404 for an unknown id",
    body: AdminStatusBodySchema,
    responses: { 200: AdminOperationAnswerSchema },
  },
  releaseLedger: {
    method: 'GET',
    path: '/code-deployment/ledger',
    access: 'PLATFORM_ADMIN',
    area: 'release-deployment',
    summary: 'The release ledger: versions and the stage each reached, the newest 50 pull requests',
    responses: { 200: ReleaseLedgerSchema },
  },
  ...deployEndpoints('test-to-versioned', 'testToVersioned'),
  ...deployEndpoints('versioned-to-release', 'versionedToRelease'),
  ...deployEndpoints('release-to-prod', 'releaseToProd'),
  versionLedger: {
    method: 'GET',
    path: '/code-deployment/versions',
    access: 'PLATFORM_ADMIN',
    area: 'update-version',
    summary: "The current app version and each tenant's config version",
    responses: { 200: VersionLedgerSchema },
  },
  updateAppVersion: {
    method: 'POST',
    path: '/code-deployment/update-app-version',
    access: 'PLATFORM_ADMIN',
    area: 'update-version',
    summary: "Sets the app version ('v...'); with config_update, every tenant's config version too; 'App updated success'",
    body: UpdateAppVersionBodySchema,
    responses: { 200: VersionUpdateAnswerSchema },
  },
  updateConfigVersion: {
    method: 'POST',
    path: '/code-deployment/update-config-version',
    access: 'PLATFORM_ADMIN',
    area: 'update-version',
    summary: "Moves a tenant's config version to the app version; 'Config updated success'; 404 'Tenant not found'",
    body: UpdateConfigVersionBodySchema,
    responses: { 200: VersionUpdateAnswerSchema },
  },
});

/**
 * The four endpoints of a step, keyed `{prefix}`, `{prefix}Pr`, `{prefix}Approve`, `{prefix}Merge`.
 * Each is an admin operation answering {@link AdminOperationAnswerSchema} (Result: {@link DeployResultSchema}).
 */
function deployEndpoints<const Step extends DeployStep, const Prefix extends string>(step: Step, prefix: Prefix) {
  const endpoint = <const Variant extends DeployVariant>(variant: Variant, summary: string) =>
    ({
      method: 'POST',
      path: `/code-deployment/${step}${variant === 'run' ? '' : `-${variant}`}` as `/code-deployment/${Step}${Variant extends 'run' ? '' : `-${Variant}`}`,
      access: 'PLATFORM_ADMIN',
      area: 'release-deployment',
      summary: `${DEPLOY_STEP_INFO[step].title}: ${summary}; an admin operation`,
      body: DeployBodySchema,
      responses: { 200: AdminOperationAnswerSchema },
    }) as const;
  return {
    [prefix]: endpoint('run', 'promotes the version directly (Version Code)'),
    [`${prefix}Pr`]: endpoint('pr', 'opens the pull request (Version Code, PR description, Destination, Bitbucket user and app password)'),
    [`${prefix}Approve`]: endpoint('approve', "approves the step's open pull request (Bitbucket user and app password)"),
    [`${prefix}Merge`]: endpoint('merge', "merges the step's approved pull request (Bitbucket user and app password)"),
  } as {
    [K in Prefix | `${Prefix}Pr` | `${Prefix}Approve` | `${Prefix}Merge`]: ReturnType<
      typeof endpoint<K extends `${Prefix}Pr` ? 'pr' : K extends `${Prefix}Approve` ? 'approve' : K extends `${Prefix}Merge` ? 'merge' : 'run'>
    >;
  };
}

/** The endpoint key of a step's variant, e.g. `releaseToProdMerge`. */
export function deployEndpointKey(step: DeployStep, variant: DeployVariant): keyof typeof PLATFORM_OPS_RELEASE_ENDPOINTS {
  const prefix = { 'test-to-versioned': 'testToVersioned', 'versioned-to-release': 'versionedToRelease', 'release-to-prod': 'releaseToProd' }[step];
  const suffix = { run: '', pr: 'Pr', approve: 'Approve', merge: 'Merge' }[variant];
  return `${prefix}${suffix}` as keyof typeof PLATFORM_OPS_RELEASE_ENDPOINTS;
}
