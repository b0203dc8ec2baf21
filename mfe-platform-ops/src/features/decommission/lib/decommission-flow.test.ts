import type { Job } from 'shared-kit/contract';
import { ApiError } from 'shared-kit/runtime';
import {
  INITIAL_DECOMMISSION_FLOW,
  decommissionFlow,
  decommissionPollOutcome,
  hasUnsentInput,
  isWaiting,
  onboardingJobOf,
  progressPercent,
  selectionOf,
  startedResources,
  type DecommissionFlowAction,
  type DecommissionFlowState,
} from './decommission-flow';

const RESOURCES = [
  { field: 'tenant_bucket' as const, value: 't09-assets' },
  { field: 'tenant_database' as const, value: 'tenant_t09' },
  { field: 'tenant_public_tables' as const, value: ['public.t09_orders', 'public.t09_items'] },
];
const OUTPUT = JSON.stringify({ tenant_id: 'T09', tenant_bucket: 't09-assets', tenant_database: 'tenant_t09', tenant_public_tables: ['public.t09_orders', 'public.t09_items'] });
const STARTED = { status: 'WAITING' as const, output: OUTPUT, executionArn: 'decommission-T09-1', jobId: '00000000-0000-4000-8000-000000000002' };

const run = (state: DecommissionFlowState, ...actions: DecommissionFlowAction[]) => actions.reduce(decommissionFlow, state);

/** Step 2 for T09 (typed ' T09 '), with its three resources listed and none ticked. */
const onStep2 = () => run(INITIAL_DECOMMISSION_FLOW, { type: 'typeTenantId', text: ' T09 ' }, { type: 'startSent' }, { type: 'started', tenantId: 'T09', resources: RESOURCES });
/** The bucket and the database chosen, the dry run confirmed: waiting for the workflow. */
const waiting = () => run(onStep2(), { type: 'choose', chosen: ['tenant_bucket', 'tenant_database'] }, { type: 'preview' }, { type: 'confirmed' });

describe('step 1', () => {
  it('keeps the typed tenant ID on step 1 when the start is refused, and remembers the tenant to look for its onboarding job', () => {
    const refused = run(INITIAL_DECOMMISSION_FLOW, { type: 'typeTenantId', text: ' T09 ' }, { type: 'startSent' }, { type: 'startRefused', tenantId: 'T09' });
    expect(refused.phase).toBe('start');
    expect(refused.tenantInput).toBe(' T09 ');
    expect(refused.refusedId).toBe('T09');
    expect(refused.resources).toEqual([]);
    expect(run(refused, { type: 'startSent' }).refusedId).toBeUndefined();
  });

  it('lists the resources of the started workflow on step 2, none ticked', () => {
    const state = onStep2();
    expect(state.phase).toBe('select');
    expect(state.tenantId).toBe('T09');
    expect(state.resources.map((resource) => resource.field)).toEqual(['tenant_bucket', 'tenant_database', 'tenant_public_tables']);
    expect(state.chosen).toEqual([]);
  });

  it("refuses a start whose answer is not WAITING, carries an error or lists no readable output ('Tenant not found')", () => {
    expect(startedResources(STARTED)?.map((resource) => resource.field)).toEqual(['tenant_bucket', 'tenant_database', 'tenant_public_tables']);
    expect(startedResources({ ...STARTED, status: 'RUNNING' })).toBeUndefined();
    expect(startedResources({ ...STARTED, error: 'Tenant is being onboarded' })).toBeUndefined();
    expect(startedResources({ ...STARTED, output: 'oops' })).toBeUndefined();
  });

  it('finds the onboarding job still under way for exactly that tenant', () => {
    const job = { jobId: 'j-1', kind: 'onboarding', state: 'RUNNING', title: 'Onboarding of tenant T09', link: '/new-tenant?tenantId=T09' } as Job;
    const jobs = [{ ...job, jobId: 'j-0', link: '/new-tenant?tenantId=T090' }, job];
    expect(onboardingJobOf(jobs, 'T09')?.jobId).toBe('j-1');
    expect(onboardingJobOf([{ ...job, state: 'SUCCEEDED' }], 'T09')).toBeUndefined();
    expect(onboardingJobOf([{ ...job, kind: 'decommission' } as Job], 'T09')).toBeUndefined();
    expect(onboardingJobOf(undefined, 'T09')).toBeUndefined();
  });
});

describe('step 2', () => {
  it("'All resources' ticks every listed resource and clears them again", () => {
    const all = run(onStep2(), { type: 'chooseAll', all: true });
    expect(all.chosen).toEqual(['tenant_bucket', 'tenant_database', 'tenant_public_tables']);
    expect(run(all, { type: 'chooseAll', all: false }).chosen).toEqual([]);
  });

  it("'Go back' returns to step 1 keeping the typed tenant ID; 'Go to the beginning' clears it", () => {
    const chosen = run(onStep2(), { type: 'choose', chosen: ['tenant_database'] });
    const back = run(chosen, { type: 'goBack' });
    expect(back.phase).toBe('start');
    expect(back.tenantInput).toBe(' T09 ');
    expect(back.resources).toEqual([]);
    expect(back.chosen).toEqual([]);
    const beginning = run(chosen, { type: 'clear' });
    expect(beginning.phase).toBe('start');
    expect(beginning.tenantInput).toBe('');
  });

  it('previews exactly the ticked resources, and after a cancelled preview the next one asks with the new choice', () => {
    const previewed = run(onStep2(), { type: 'choose', chosen: ['tenant_bucket', 'tenant_public_tables'] }, { type: 'preview' });
    expect(previewed.previewing).toBe(true);
    expect(selectionOf(previewed)).toEqual({ tenant_id: 'T09', tenant_bucket: 't09-assets', tenant_public_tables: ['public.t09_orders', 'public.t09_items'] });
    const cancelled = run(previewed, { type: 'cancelPreview' });
    expect(cancelled.previewing).toBe(false);
    expect(cancelled.phase).toBe('select');
    const changed = run(cancelled, { type: 'choose', chosen: ['tenant_database'] });
    expect(selectionOf(changed)).toEqual({ tenant_id: 'T09', tenant_database: 'tenant_t09' });
    expect(changed.previewing).toBe(false);
  });
});

describe('after the confirmation', () => {
  it('closes the preview and waits with the indicator at 0, moving 1 s a tick', () => {
    const state = waiting();
    expect(state.phase).toBe('running');
    expect(state.previewing).toBe(false);
    expect(isWaiting(state)).toBe(true);
    expect(progressPercent(state.elapsedMs)).toBe(0);
    const minute = run(state, ...Array.from({ length: 60 }, () => ({ type: 'tick' }) as const));
    expect(progressPercent(minute.elapsedMs)).toBe(50);
  });

  it('fills the indicator in 120 s and no further', () => {
    expect(progressPercent(119_000)).toBe(99);
    expect(progressPercent(120_000)).toBe(100);
    expect(progressPercent(300_000)).toBe(100);
  });

  it("ends on 'Tenant Not Found' (an answer or a refused call), starts over on FAILED, and waits on RUNNING or WAITING", () => {
    expect(decommissionPollOutcome({ error: 'Tenant Not Found' } as { status?: string }, null)).toBe('done');
    expect(decommissionPollOutcome(undefined, new ApiError('Tenant Not Found', 404))).toBe('done');
    expect(decommissionPollOutcome({ status: 'FAILED' }, null)).toBe('failed');
    expect(decommissionPollOutcome({ status: 'RUNNING' }, null)).toBe('wait');
    expect(decommissionPollOutcome({ status: 'WAITING' }, null)).toBe('wait');
    expect(decommissionPollOutcome(undefined, new ApiError('Internal Server Error', 500))).toBe('wait');
  });

  it('done: the indicator stops moving and leaving no longer warns; then step 1 comes back empty', () => {
    const done = run(waiting(), { type: 'tick' }, { type: 'finished' });
    expect(done.done).toBe(true);
    expect(isWaiting(done)).toBe(false);
    expect(hasUnsentInput(done)).toBe(false);
    expect(run(done, { type: 'tick' }).elapsedMs).toBe(1000);
    const cleared = run(done, { type: 'clear' });
    expect(cleared.phase).toBe('start');
    expect(cleared.tenantInput).toBe('');
    expect(cleared.done).toBe(false);
  });
});

describe('leaving (docs/leaving.md)', () => {
  it('asks with a typed tenant ID on step 1 or on step 2, not when empty nor while it runs', () => {
    expect(hasUnsentInput(INITIAL_DECOMMISSION_FLOW)).toBe(false);
    expect(hasUnsentInput(run(INITIAL_DECOMMISSION_FLOW, { type: 'typeTenantId', text: 'T09' }))).toBe(true);
    expect(hasUnsentInput(onStep2())).toBe(true);
    expect(hasUnsentInput(waiting())).toBe(false);
    expect(hasUnsentInput(run(onStep2(), { type: 'clear' }))).toBe(false);
  });
});
