/**
 * The tenant workflows (docs/platform-ops.md#onboard-new-tenant,
 * docs/platform-ops.md#decommission): onboarding and decommission are lists of steps run by durable
 * pg-boss jobs. Each step done is recorded in `workflow_steps` (keyed by workflow and step; a
 * workflow belongs to one tenant) and never run again; a step's own effects are idempotent, so a
 * process stopped between an effect and its record repeats the step without doing anything twice. A
 * step may pause the workflow in WAITING (e.g. 'DNS Mapping') until /workflow/resume queues it
 * again.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheStore } from '../cache/cache-store.js';
import type { Database, Transaction } from '../db/database.js';
import { createJob, updateJob } from '../jobs/job-records.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { BlobStore } from '../local/local-blob.js';
import type { DnsProvider } from '../local/local-dns.js';
import type { MailSender } from '../local/local-mail.js';
import type { WorkflowStatusValue, WorkflowWaitingType } from '../contract.js';
import type { TenantUserPools } from './tenant-user-pools.js';

/** The queue of the workflows' steps. */
export const WORKFLOW_QUEUE = 'tenant-workflow';
/** Attempts of a failing step after the first before its workflow is FAILED. */
export const WORKFLOW_RETRY_LIMIT = 3;

/** The kinds of workflow. */
export type WorkflowKind = 'ONBOARDING' | 'DECOMMISSION';

/** What steps may use. */
export interface WorkflowServices {
  db: Database;
  pools: TenantUserPools;
  blobs: BlobStore;
  /** E-mail (the owner's invitation); locally the outbox. */
  mail: MailSender;
  /** The tenants' DNS records and certificates; locally `local_dns_records`. */
  dns: DnsProvider;
  /** The tenant configuration cache, evicted when settings change (when the application has one). */
  cache?: CacheStore;
  /** The region of the local platform (certificate ids), e.g. us-east-1. */
  region: string;
  log: FastifyBaseLogger;
  /**
   * Called after a step's effects and before it is recorded as done (tests stop the process there
   * to prove the step is not done twice).
   */
  afterStepEffect?: (workflowId: string, step: string) => Promise<void>;
}

/** A stored workflow. */
export interface WorkflowRow {
  workflow_id: string;
  tenant_id: string;
  kind: WorkflowKind;
  status: WorkflowStatusValue;
  waiting_type: WorkflowWaitingType | null;
  next_step: string | null;
  input: Record<string, unknown>;
  output: unknown;
  error: string | null;
  job_id: string;
  startedAt: string;
}

/** What a step sees. */
export interface StepContext {
  services: WorkflowServices;
  workflow: WorkflowRow;
  /** The results of the steps done before, by step name. */
  results: Record<string, unknown>;
}

/** One step of a workflow. */
export interface WorkflowStep {
  name: string;
  /** The job's progress once this step is done, 0-100. */
  progress: number;
  /** Does the step's work; must be safe to repeat. Its result is kept for later steps and the output. */
  run(context: StepContext): Promise<unknown>;
  /** Pause the workflow in WAITING with this type once the step is done. */
  waitAfter?: WorkflowWaitingType;
  /** Whether the step applies to this workflow (default always); a skipped step is recorded as done. */
  applies?(workflow: WorkflowRow): boolean;
}

/** The steps of each kind, and what a finished workflow outputs. */
export interface WorkflowDefinition {
  steps: readonly WorkflowStep[];
  output(results: Record<string, unknown>, workflow: WorkflowRow): unknown;
  /** The job's title, e.g. 'Onboarding of tenant T01'. */
  title(tenantId: string): string;
  /** The console route of the workflow's screen. */
  link(tenantId: string): string;
}

const SELECT = `select workflow_id, tenant_id, kind, status, waiting_type, next_step, input, output, error, job_id,
    to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startedAt"
  from workflows`;

/** The tenant's latest workflow (any kind), or `null`. */
export async function latestWorkflow(db: Database, tenantId: string): Promise<WorkflowRow | null> {
  const { rows } = await db.query<WorkflowRow>(`${SELECT} where tenant_id = $1 order by started_at desc, workflow_id desc limit 1`, [tenantId]);
  return rows[0] ?? null;
}

/** The tenant's unfinished (RUNNING or WAITING) workflow, or `null`. */
export async function openWorkflow(db: Database, tenantId: string): Promise<WorkflowRow | null> {
  const { rows } = await db.query<WorkflowRow>(`${SELECT} where tenant_id = $1 and status in ('RUNNING', 'WAITING')`, [tenantId]);
  return rows[0] ?? null;
}

/** One workflow by id, or `null`. */
export async function getWorkflow(db: Database, workflowId: string): Promise<WorkflowRow | null> {
  const { rows } = await db.query<WorkflowRow>(`${SELECT} where workflow_id = $1`, [workflowId]);
  return rows[0] ?? null;
}

/** Runs the workflows: creates them with their job record, queues and advances them. */
export class WorkflowEngine {
  constructor(
    private readonly services: WorkflowServices,
    private readonly queue: JobQueue,
    private readonly definitions: Readonly<Record<WorkflowKind, WorkflowDefinition>>,
  ) {}

  /** Defines the step queue's handler on the job queue (call while the routes register). */
  async register(): Promise<void> {
    await this.queue.define<{ workflowId: string }>(WORKFLOW_QUEUE, (data, job) => this.advance(data.workflowId, job.retryCount), {
      retryLimit: WORKFLOW_RETRY_LIMIT,
      retryDelaySeconds: 1,
    });
  }

  /**
   * Stores a new workflow with its job record (QUEUED when it runs at once, WAITING when it starts
   * paused) and, when RUNNING, queues its first step.
   *
   * @throws the database's unique violation (23505) when the tenant already has an unfinished workflow.
   */
  async create(options: {
    kind: WorkflowKind;
    tenantId: string;
    workflowId?: string;
    input: Record<string, unknown>;
    startedBy: string;
    status: 'RUNNING' | 'WAITING';
    output?: unknown;
    /** Writes the action-log entry of the start, in the transaction that stores the workflow. */
    record?: (tx: Transaction, workflowId: string) => Promise<unknown>;
  }): Promise<WorkflowRow> {
    const definition = this.definitions[options.kind];
    const workflowId = options.workflowId ?? `${options.kind.toLowerCase()}-${options.tenantId}-${Date.now()}-${randomUUID().slice(0, 8)}`;
    const { db } = this.services;
    const jobId = await db.transaction(async (tx) => {
      const id = await createJob(tx, {
        kind: options.kind.toLowerCase(),
        area: 'platform-ops',
        title: definition.title(options.tenantId),
        startedBy: options.startedBy,
        link: definition.link(options.tenantId),
        state: options.status === 'WAITING' ? 'WAITING' : 'QUEUED',
        progress: 0,
      });
      await tx.query(
        `insert into workflows (workflow_id, tenant_id, kind, status, next_step, input, output, job_id) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
        [
          workflowId,
          options.tenantId,
          options.kind,
          options.status,
          definition.steps[0]?.name ?? null,
          JSON.stringify(options.input),
          options.output === undefined ? null : JSON.stringify(options.output),
          id,
        ],
      );
      await options.record?.(tx, workflowId);
      return id;
    });
    if (options.status === 'RUNNING') await this.queue.send(WORKFLOW_QUEUE, { workflowId }, workflowId);
    const created = await getWorkflow(db, workflowId);
    if (!created) throw new Error(`Workflow ${workflowId} vanished after it was stored (job ${jobId})`);
    return created;
  }

  /**
   * Resumes a WAITING workflow: RUNNING again (with `input` merged into its input, e.g. a
   * decommission's selection) and its next step queued.
   *
   * @param record writes the action-log entry of the resume, in its transaction (only when it resumes)
   * @returns false when the workflow was not WAITING (nothing changed).
   */
  async resume(workflow: WorkflowRow, input: Record<string, unknown> = {}, record?: (tx: Transaction) => Promise<unknown>): Promise<boolean> {
    const { db } = this.services;
    const resumed = await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `update workflows set status = 'RUNNING', waiting_type = null, input = input || $2::jsonb, updated_at = clock_timestamp()
         where workflow_id = $1 and status = 'WAITING'`,
        [workflow.workflow_id, JSON.stringify(input)],
      );
      if (rowCount === 1) {
        await updateJob(tx, workflow.job_id, { state: 'RUNNING' });
        await record?.(tx);
      }
      return rowCount === 1;
    });
    if (resumed) await this.queue.send(WORKFLOW_QUEUE, { workflowId: workflow.workflow_id }, workflow.workflow_id);
    return resumed;
  }

  /**
   * Runs a RUNNING workflow's steps from its next step until one pauses it (WAITING) or the last
   * is done (SUCCEEDED). Steps recorded as done are skipped. A step that throws is retried by the
   * queue; after {@link WORKFLOW_RETRY_LIMIT} retries the workflow and its job are FAILED.
   */
  async advance(workflowId: string, retryCount = 0): Promise<void> {
    const { db } = this.services;
    const workflow = await getWorkflow(db, workflowId);
    if (!workflow || workflow.status !== 'RUNNING') return;
    const definition = this.definitions[workflow.kind];
    const { rows: done } = await db.query<{ step: string; result: unknown }>('select step, result from workflow_steps where workflow_id = $1', [workflowId]);
    const results: Record<string, unknown> = Object.fromEntries(done.map((row) => [row.step, row.result]));
    await updateJob(db, workflow.job_id, { state: 'RUNNING' });
    const steps = definition.steps;
    for (let index = 0; index < steps.length; index += 1) {
      const step = steps[index] as WorkflowStep;
      if (step.name in results) continue;
      let result: unknown = null;
      try {
        if (step.applies?.(workflow) !== false) result = (await step.run({ services: this.services, workflow, results })) ?? null;
        await this.services.afterStepEffect?.(workflowId, step.name);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (retryCount >= WORKFLOW_RETRY_LIMIT) {
          await this.fail(workflow, `${step.name}: ${message}`);
          return;
        }
        throw error;
      }
      results[step.name] = result;
      const next = steps[index + 1]?.name ?? null;
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into workflow_steps (workflow_id, tenant_id, step, result) values ($1, $2, $3, $4::jsonb) on conflict (workflow_id, step) do nothing`,
          [workflowId, workflow.tenant_id, step.name, JSON.stringify(result)],
        );
        if (step.waitAfter && next) {
          await tx.query(`update workflows set next_step = $2, status = 'WAITING', waiting_type = $3, updated_at = clock_timestamp() where workflow_id = $1`, [
            workflowId,
            next,
            step.waitAfter,
          ]);
          await updateJob(tx, workflow.job_id, { state: 'WAITING', progress: step.progress });
        } else {
          await tx.query(`update workflows set next_step = $2, updated_at = clock_timestamp() where workflow_id = $1`, [workflowId, next]);
          await updateJob(tx, workflow.job_id, { progress: step.progress });
        }
      });
      if (step.waitAfter && next) return;
    }
    const output = definition.output(results, workflow);
    await db.transaction(async (tx) => {
      await tx.query(
        `update workflows set status = 'SUCCEEDED', next_step = null, output = $2::jsonb, updated_at = clock_timestamp(), ended_at = clock_timestamp() where workflow_id = $1`,
        [workflowId, JSON.stringify(output)],
      );
      await updateJob(tx, workflow.job_id, { state: 'SUCCEEDED', result: output });
    });
  }

  private async fail(workflow: WorkflowRow, error: string): Promise<void> {
    this.services.log.error({ workflowId: workflow.workflow_id, error }, 'workflow FAILED');
    await this.services.db.transaction(async (tx) => {
      await tx.query(`update workflows set status = 'FAILED', error = $2, updated_at = clock_timestamp(), ended_at = clock_timestamp() where workflow_id = $1`, [
        workflow.workflow_id,
        error,
      ]);
      await updateJob(tx, workflow.job_id, { state: 'FAILED', error });
    });
  }
}
