/**
 * The release ledger (docs/platform-ops.md#release-deployment-and-update-version): the
 * versions and the stage each has reached (versioned → release → prod), each step's pull requests
 * (open → approved → merged) and each promotion. The rules, checked by {@link planStep} before a
 * step starts and again inside the step's transaction by {@link applyStep}:
 * - order: test-to-versioned takes a version not yet in the ledger; versioned-to-release one at
 *   'versioned'; release-to-prod one at 'release' ({@link notReadyMessage}, 409);
 * - once: a version that has reached a step's target is refused ({@link alreadyMergedMessage},
 *   409), so the same version is never merged twice (the promotions' primary key holds it too);
 * - one pull request in progress (open or approved) per step; a direct run waits for it (409);
 * - approve takes the step's open pull request; merge its approved one (409 otherwise).
 */
import {
  DEPLOY_MESSAGES,
  DEPLOY_STEP_INFO,
  LEDGER_PULL_REQUEST_LIMIT,
  RELEASE_STAGES,
  alreadyMergedMessage,
  defaultPrDescription,
  notReadyMessage,
  versionTag,
  type DeployBody,
  type DeployResult,
  type DeployStep,
  type DeployVariant,
  type PullRequest,
  type ReleaseLedger,
  type ReleaseStage,
} from '../contract.js';
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import type { Database, Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { conflict } from '../lib/http-error.js';

/** The action log's area of the ledger's changes (the endpoint table's area). */
export const RELEASE_AREA = 'release-deployment';

const PR_SELECT = `select pr_id as id, step, version_code as "VersionCode", description, destination, state, author,
    approved_by as "approvedBy", merged_by as "mergedBy", ${sqlInstant('opened_at')} as "openedAt", ${sqlInstant('updated_at')} as "updatedAt"
  from release_pull_requests`;

const stageIndex = (stage: ReleaseStage | null): number => (stage === null ? -1 : RELEASE_STAGES.indexOf(stage));

/**
 * The ledger: every version, newest first, and the newest {@link LEDGER_PULL_REQUEST_LIMIT} (50)
 * pull requests.
 */
export async function readReleaseLedger(db: Queryable): Promise<ReleaseLedger> {
  const versions = await db.query<ReleaseLedger['versions'][number]>(
    `select version_code as "VersionCode", stage, ${sqlInstant('updated_at')} as "updatedAt" from release_versions order by created_at desc, version_code desc`,
  );
  const pullRequests = await db.query<PullRequest>(`${PR_SELECT} order by pr_id desc limit ${LEDGER_PULL_REQUEST_LIMIT}`);
  return { versions: versions.rows, pullRequests: pullRequests.rows };
}

/** What a step's variant will do, as {@link planStep} found it. */
export interface StepPlan {
  step: DeployStep;
  variant: DeployVariant;
  /** The version tag acted on, e.g. 'v1.4.0'. */
  version: string;
  /** The pull request acted on (approve, merge). */
  pullRequest: PullRequest | null;
}

async function stageOf(db: Queryable, version: string, lock: boolean): Promise<ReleaseStage | null> {
  const { rows } = await db.query<{ stage: ReleaseStage }>(`select stage from release_versions where version_code = $1${lock ? ' for update' : ''}`, [version]);
  return rows[0]?.stage ?? null;
}

async function pullRequestInProgress(db: Queryable, step: DeployStep, lock: boolean): Promise<PullRequest | null> {
  const { rows } = await db.query<PullRequest>(`${PR_SELECT} where step = $1 and state in ('open', 'approved')${lock ? ' for update' : ''}`, [step]);
  return rows[0] ?? null;
}

/** Refuses a version that cannot go through `step` now: already past it, or not at its start stage. */
async function checkOrder(db: Queryable, step: DeployStep, version: string, lock: boolean): Promise<void> {
  const info = DEPLOY_STEP_INFO[step];
  const stage = await stageOf(db, version, lock);
  if (stageIndex(stage) >= stageIndex(info.to)) throw conflict(alreadyMergedMessage(version, info.to));
  if (info.from !== null && stage !== info.from) throw conflict(notReadyMessage(version, info.from));
}

/**
 * Checks that `variant` of `step` may run now against the ledger (order, once, the pull request
 * in progress), without changing anything. `lock`: lock the rows read (inside a transaction).
 *
 * @throws HttpError 409 with the rule's message (see the module's summary).
 */
export async function planStep(db: Queryable, step: DeployStep, variant: DeployVariant, body: DeployBody, lock = false): Promise<StepPlan> {
  const info = DEPLOY_STEP_INFO[step];
  const inProgress = await pullRequestInProgress(db, step, lock);
  if (variant === 'run' || variant === 'pr') {
    const version = versionTag(body.VersionCode ?? '');
    if (inProgress) throw conflict(DEPLOY_MESSAGES.pullRequestInProgress);
    await checkOrder(db, step, version, lock);
    return { step, variant, version, pullRequest: null };
  }
  if (variant === 'approve') {
    if (!inProgress || inProgress.state !== 'open') throw conflict(DEPLOY_MESSAGES.noOpenPullRequest);
    return { step, variant, version: inProgress.VersionCode, pullRequest: inProgress };
  }
  if (!inProgress) {
    const { rows } = await db.query<PullRequest>(`${PR_SELECT} where step = $1 order by pr_id desc limit 1`, [step]);
    const latest = rows[0];
    if (latest?.state === 'merged') throw conflict(alreadyMergedMessage(latest.VersionCode, info.to));
    throw conflict(DEPLOY_MESSAGES.noPullRequest);
  }
  if (inProgress.state !== 'approved') throw conflict(DEPLOY_MESSAGES.notApproved);
  await checkOrder(db, step, inProgress.VersionCode, lock);
  return { step, variant, version: inProgress.VersionCode, pullRequest: inProgress };
}

/** Who runs a step: the console user's action context, and the Bitbucket user (PR variants). */
export interface StepActor {
  context: ActionContext;
  /** The Bitbucket user of -pr, -approve and -merge; null for a direct run. */
  bitbucketUser: string | null;
}

async function promote(tx: Queryable, plan: StepPlan, promotedBy: string, prId: number | null): Promise<void> {
  const info = DEPLOY_STEP_INFO[plan.step];
  if (info.from === null) {
    await tx.query('insert into release_versions (version_code, stage, created_by) values ($1, $2, $3)', [plan.version, info.to, promotedBy]);
  } else {
    await tx.query('update release_versions set stage = $2, updated_at = clock_timestamp() where version_code = $1', [plan.version, info.to]);
  }
  await tx.query('insert into release_promotions (step, version_code, pr_id, promoted_by) values ($1, $2, $3, $4)', [plan.step, plan.version, prId, promotedBy]);
}

async function readPullRequest(db: Queryable, id: number): Promise<PullRequest> {
  const { rows } = await db.query<PullRequest>(`${PR_SELECT} where pr_id = $1`, [id]);
  const found = rows[0];
  if (!found) throw new Error(`pull request ${id} vanished`);
  return found;
}

/**
 * Runs `variant` of `step` in one transaction, with its action-log row (area release-deployment):
 * - run: promotes the version to the step's target (a new version for test-to-versioned);
 * - pr: opens a pull request (description default 'Release {version} to {type}', the step's
 *   destination), author the Bitbucket user;
 * - approve: the open pull request becomes approved;
 * - merge: the approved pull request becomes merged and its version is promoted.
 * The rules are checked again on the locked rows ({@link planStep}).
 *
 * @returns the version, the stage it is at now, and the pull request acted on.
 * @throws HttpError 409 when a rule refuses (nothing changed).
 */
export async function applyStep(db: Database, step: DeployStep, variant: DeployVariant, body: DeployBody, actor: StepActor, endpointKey: string): Promise<DeployResult> {
  return db.transaction(async (tx) => {
    await tx.query('lock table release_pull_requests in share row exclusive mode');
    const plan = await planStep(tx, step, variant, body, true);
    const info = DEPLOY_STEP_INFO[step];
    const by = actor.context.actor.email || actor.context.actor.sub || 'unknown';
    let pullRequest: PullRequest | null = null;
    let action: string;
    if (variant === 'run') {
      await promote(tx, plan, by, null);
      action = 'PROMOTED';
    } else if (variant === 'pr') {
      const description = (body.PRDescription ?? '').trim() || defaultPrDescription(plan.version, step);
      const { rows } = await tx.query<{ id: number }>(
        `insert into release_pull_requests (step, version_code, description, destination, state, author, opened_by)
         values ($1, $2, $3, $4, 'open', $5, $6) returning pr_id as id`,
        [step, plan.version, description, info.destination, actor.bitbucketUser ?? by, by],
      );
      pullRequest = await readPullRequest(tx, rows[0]!.id);
      action = 'PR_OPENED';
    } else if (variant === 'approve') {
      await tx.query(`update release_pull_requests set state = 'approved', approved_by = $2, updated_at = clock_timestamp() where pr_id = $1`, [plan.pullRequest!.id, actor.bitbucketUser]);
      pullRequest = await readPullRequest(tx, plan.pullRequest!.id);
      action = 'PR_APPROVED';
    } else {
      await tx.query(`update release_pull_requests set state = 'merged', merged_by = $2, updated_at = clock_timestamp() where pr_id = $1`, [plan.pullRequest!.id, actor.bitbucketUser]);
      await promote(tx, plan, by, plan.pullRequest!.id);
      pullRequest = await readPullRequest(tx, plan.pullRequest!.id);
      action = 'PR_MERGED';
    }
    const stage = await stageOf(tx, plan.version, false);
    await recordAction(tx, {
      ...actor.context,
      area: RELEASE_AREA,
      endpoint: endpointKey,
      action,
      targetIds: [plan.version, ...(pullRequest ? [`PR-${pullRequest.id}`] : [])],
      ...(variant === 'run' || variant === 'merge' ? { changes: { stage: { from: info.from, to: info.to } } } : {}),
      note: actor.bitbucketUser ? `Bitbucket user ${actor.bitbucketUser}` : null,
    });
    return { step, variant, VersionCode: plan.version, stage, ...(pullRequest ? { pullRequest } : {}) };
  });
}

/**
 * The line shown for a finished step.
 *
 * @example stepMessage({ step: 'release-to-prod', variant: 'merge', VersionCode: 'v1.4.0', stage: 'prod', pullRequest }) // 'Pull request #3 merged: v1.4.0 is now at prod'
 */
export function stepMessage(result: DeployResult): string {
  const pr = result.pullRequest;
  switch (result.variant) {
    case 'run':
      return `${result.VersionCode} is now at ${result.stage ?? ''}`;
    case 'pr':
      return `Pull request #${pr?.id ?? ''} opened: ${pr?.description ?? ''}`;
    case 'approve':
      return `Pull request #${pr?.id ?? ''} approved`;
    default:
      return `Pull request #${pr?.id ?? ''} merged: ${result.VersionCode} is now at ${result.stage ?? ''}`;
  }
}
