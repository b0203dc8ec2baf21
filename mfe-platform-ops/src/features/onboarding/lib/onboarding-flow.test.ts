import { ApiError } from 'shared-kit/runtime';
import type { WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { hasUnsentInput, initialOnboardingFlow, isPolling, onboardingFlow, type OnboardingFlowAction, type OnboardingFlowState } from './onboarding-flow';
import { ONBOARDING_STEPS } from './onboarding-steps';

const NOW = '2026-11-22T23:00:00.000Z';
const running: WorkflowStatus = { status: 'RUNNING', timestamp: NOW };
const waitingDns: WorkflowStatus = { status: 'WAITING', type: 'DNS Mapping', timestamp: NOW, data: { records: {} } };
const succeeded: WorkflowStatus = { status: 'SUCCEEDED', timestamp: NOW, executionArn: 'onboarding-T09-1' };
const failed: WorkflowStatus = { status: 'FAILED', error: 'User pool refused', timestamp: NOW };
const logo = new File([new Uint8Array([0x89, 0x50])], 'pool-logo.png', { type: 'image/png' });

/** The wizard after each action in turn, from `state`. */
const run = (state: OnboardingFlowState, ...actions: OnboardingFlowAction[]) => actions.reduce(onboardingFlow, state);
/** The title of the step the wizard shows. */
const stepTitle = (state: OnboardingFlowState) => ONBOARDING_STEPS[state.step];

/** Check Status answered 'Tenant Not Found' for T09, then a form typed with a logo chosen. */
function typedForm(): OnboardingFlowState {
  return run(
    initialOnboardingFlow(),
    { type: 'typeCheckTenantId', text: ' T09 ' },
    { type: 'checkSent' },
    { type: 'checkAnswered', tenantId: 'T09', answerOrError: { error: 'Tenant Not Found', timestamp: NOW } },
    { type: 'editForm', values: { tenant_name: 'Acme Devices LLC', routes: 'admin.acme.test\nbuy.acme.test' } },
    { type: 'chooseFile', field: 'user_pool_logo', file: logo },
  );
}

/** Following T09's running workflow on Continue. */
const onContinue = () => run(initialOnboardingFlow(), { type: 'follow', tenantId: 'T09', step: 2 });

describe('the wizard as it opens', () => {
  it("is on Check Status with the link's tenant typed and the form empty with its defaults", () => {
    const state = initialOnboardingFlow('T42');
    expect(stepTitle(state)).toBe('Check Status');
    expect(state.checkTenantId).toBe('T42');
    expect(state.values.tenant_name).toBe('');
    expect(state.values.apiEndpointConfiguration).toBe('Regional');
    expect(state.files).toEqual({});
    expect(isPolling(state)).toBe(false);
  });
});

describe('Check Status', () => {
  it("opens the form on 'Tenant Not Found' with the checked tenant ID in it, and does not poll", () => {
    const state = typedForm();
    expect(stepTitle(state)).toBe('Start Onboarding');
    expect(state.values.tenant_id).toBe('T09');
    expect(state.tenantId).toBe('T09');
    expect(isPolling(state)).toBe(false);
  });

  it("opens the form on a refused call that says 'Tenant Not Found' too", () => {
    const state = run(initialOnboardingFlow(), { type: 'checkAnswered', tenantId: 'T09', answerOrError: new ApiError('Tenant Not Found', 404) });
    expect(stepTitle(state)).toBe('Start Onboarding');
  });

  it('shows a FAILED status and stays, and a new check hides it until its answer comes', () => {
    const shown = run(initialOnboardingFlow(), { type: 'typeCheckTenantId', text: 'T09' }, { type: 'checkAnswered', tenantId: 'T09', answerOrError: failed });
    expect(stepTitle(shown)).toBe('Check Status');
    expect(shown.shownStatus).toEqual(failed);
    expect(shown.checkTenantId).toBe('T09');
    expect(run(shown, { type: 'checkSent' }).shownStatus).toBeUndefined();
  });

  it('goes to Resume Workflow with the records on WAITING DNS Mapping, and to Confirm Status on SUCCEEDED, without polling', () => {
    const waiting = run(initialOnboardingFlow(), { type: 'checkAnswered', tenantId: 'T09', answerOrError: waitingDns });
    expect(stepTitle(waiting)).toBe('Resume Workflow');
    expect(waiting.waiting).toEqual(waitingDns);
    expect(isPolling(waiting)).toBe(false);
    const done = run(initialOnboardingFlow(), { type: 'checkAnswered', tenantId: 'T09', answerOrError: succeeded });
    expect(stepTitle(done)).toBe('Confirm Status');
    expect(done.succeeded).toEqual(succeeded);
    expect(isPolling(done)).toBe(false);
  });
});

describe('Start Onboarding', () => {
  it('keeps every typed value, the chosen file and the step when the start is refused, and shows why', () => {
    const before = typedForm();
    const problem = { title: 'Please fill out all the data!', line: 'tenant_short_name', field: 'tenant_short_name' as const };
    const after = run(before, { type: 'startChecked', problem });
    expect(stepTitle(after)).toBe('Start Onboarding');
    expect(after.problem).toEqual(problem);
    expect(after.values).toEqual(before.values);
    expect(after.values.tenant_name).toBe('Acme Devices LLC');
    expect(after.files.user_pool_logo).toBe(logo);
  });

  it('clears the shown problem once the form passes the check, keeping the form', () => {
    const refused = run(typedForm(), { type: 'startChecked', problem: { title: 'Please fill out all the data!', line: 'email', field: 'email' } });
    const passed = run(refused, { type: 'startChecked', problem: undefined });
    expect(passed.problem).toBeUndefined();
    expect(passed.values.routes).toBe('admin.acme.test\nbuy.acme.test');
  });

  it('keeps the form when the user goes Back to Check Status and returns', () => {
    const back = run(typedForm(), { type: 'goTo', step: 0 });
    expect(stepTitle(back)).toBe('Check Status');
    const again = run(back, { type: 'checkAnswered', tenantId: 'T09', answerOrError: { error: 'Tenant Not Found' } });
    expect(again.values.tenant_name).toBe('Acme Devices LLC');
    expect(again.files.user_pool_logo).toBe(logo);
  });

  it('follows a started workflow on Continue, polling its status', () => {
    const state = run(typedForm(), { type: 'follow', tenantId: 'T09', step: 2 });
    expect(stepTitle(state)).toBe('Continue');
    expect(state.tenantId).toBe('T09');
    expect(isPolling(state)).toBe(true);
  });
});

describe('polling on Continue and Confirm Status', () => {
  it('keeps polling on RUNNING, changing nothing', () => {
    const state = onContinue();
    expect(run(state, { type: 'polled', answer: running })).toBe(state);
  });

  it('WAITING → Resume Workflow (no polling); confirmed Resume → Confirm Status polling; RUNNING → still polling; SUCCEEDED → done', () => {
    const waiting = run(onContinue(), { type: 'polled', answer: waitingDns });
    expect(stepTitle(waiting)).toBe('Resume Workflow');
    expect(waiting.waiting).toEqual(waitingDns);
    expect(isPolling(waiting)).toBe(false);

    const asking = run(waiting, { type: 'askResume' });
    expect(asking.confirmingResume).toBe(true);
    const resumed = run(asking, { type: 'resumed' });
    expect(stepTitle(resumed)).toBe('Confirm Status');
    expect(resumed.confirmingResume).toBe(false);
    expect(resumed.waiting).toBeUndefined();
    expect(resumed.tenantId).toBe('T09');
    expect(isPolling(resumed)).toBe(true);

    const stillRunning = run(resumed, { type: 'polled', answer: running });
    expect(stepTitle(stillRunning)).toBe('Confirm Status');
    expect(isPolling(stillRunning)).toBe(true);

    const done = run(stillRunning, { type: 'polled', answer: succeeded });
    expect(stepTitle(done)).toBe('Confirm Status');
    expect(done.succeeded).toEqual(succeeded);
    expect(isPolling(done)).toBe(false);
  });

  it('cancelling the Resume confirmation stays on Resume Workflow with the records', () => {
    const waiting = run(onContinue(), { type: 'polled', answer: waitingDns }, { type: 'askResume' }, { type: 'cancelResume' });
    expect(stepTitle(waiting)).toBe('Resume Workflow');
    expect(waiting.confirmingResume).toBe(false);
    expect(waiting.waiting).toEqual(waitingDns);
  });

  it('stops polling on FAILED with the status shown, and Back to Check Status clears it', () => {
    const stopped = run(onContinue(), { type: 'polled', answer: failed });
    expect(stepTitle(stopped)).toBe('Continue');
    expect(stopped.stopped).toEqual(failed);
    expect(isPolling(stopped)).toBe(false);
    const back = run(stopped, { type: 'goTo', step: 0 });
    expect(stepTitle(back)).toBe('Check Status');
    expect(back.stopped).toBeUndefined();
  });

  it('ignores an answer that arrives when the wizard no longer polls', () => {
    const back = run(onContinue(), { type: 'goTo', step: 0 });
    expect(run(back, { type: 'polled', answer: succeeded })).toBe(back);
  });
});

describe('Onboard another tenant', () => {
  it('goes back to an empty Check Status: no typed tenant ID, an empty form, no status', () => {
    const done = run(typedForm(), { type: 'follow', tenantId: 'T09', step: 2 }, { type: 'polled', answer: succeeded });
    const state = run(done, { type: 'restart' });
    expect(stepTitle(state)).toBe('Check Status');
    expect(state.checkTenantId).toBe('');
    expect(state.values.tenant_name).toBe('');
    expect(state.values.tenant_id).toBe('');
    expect(state.files).toEqual({});
    expect(state.succeeded).toBeUndefined();
    expect(state.shownStatus).toBeUndefined();
    expect(isPolling(state)).toBe(false);
  });
});

describe('typed input not sent yet (docs/leaving.md)', () => {
  it("counts a typed tenant ID in Check Status, but not the link's nor blanks", () => {
    expect(hasUnsentInput(initialOnboardingFlow(), '')).toBe(false);
    expect(hasUnsentInput(run(initialOnboardingFlow(), { type: 'typeCheckTenantId', text: 'T09' }), '')).toBe(true);
    expect(hasUnsentInput(run(initialOnboardingFlow(), { type: 'typeCheckTenantId', text: '   ' }), '')).toBe(false);
    expect(hasUnsentInput(initialOnboardingFlow('T42'), 'T42')).toBe(false);
    expect(hasUnsentInput(run(initialOnboardingFlow('T42'), { type: 'typeCheckTenantId', text: 'T43' }), 'T42')).toBe(true);
  });

  it('counts anything typed or chosen in the form except the checked tenant ID, and nothing once the workflow is followed', () => {
    const opened = run(initialOnboardingFlow(), { type: 'checkAnswered', tenantId: 'T09', answerOrError: { error: 'Tenant Not Found' } });
    expect(hasUnsentInput(opened, '')).toBe(false);
    expect(hasUnsentInput(run(opened, { type: 'editForm', values: { phone: '+1 212 555 0101' } }), '')).toBe(true);
    expect(hasUnsentInput(run(opened, { type: 'editForm', values: { is_assurant_reseller: true } }), '')).toBe(true);
    expect(hasUnsentInput(run(opened, { type: 'chooseFile', field: 'favicon', file: logo }), '')).toBe(true);
    expect(hasUnsentInput(run(typedForm(), { type: 'follow', tenantId: 'T09', step: 2 }), '')).toBe(false);
  });
});
