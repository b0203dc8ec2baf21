import { ApiError } from 'shared-kit/runtime';
import { ONBOARDING_STEPS, checkStatusOutcome, pollOutcome } from './onboarding-steps';
import { dnsRecordRows } from './dns-records';

describe('the five steps', () => {
  it('are Check Status, Start Onboarding, Continue, Resume Workflow, Confirm Status', () => {
    expect(ONBOARDING_STEPS).toEqual(['Check Status', 'Start Onboarding', 'Continue', 'Resume Workflow', 'Confirm Status']);
  });
});

describe('Check Status', () => {
  it("leads to the form (step 2) on 'Tenant Not Found', as an answer or as a failed call", () => {
    expect(checkStatusOutcome({ error: 'Tenant Not Found' })).toEqual({ kind: 'step', step: 1 });
    expect(checkStatusOutcome(new ApiError('Tenant Not Found', 404, { message: 'Tenant Not Found' }))).toEqual({ kind: 'step', step: 1 });
  });

  it('shows FAILED, TIMED_OUT, ABORTED and RUNNING as they are', () => {
    for (const status of ['FAILED', 'TIMED_OUT', 'ABORTED', 'RUNNING']) expect(checkStatusOutcome({ status })).toEqual({ kind: 'show-status' });
  });

  it("goes to Resume Workflow (step 4) on WAITING 'DNS Mapping' or 'CNAME Records' only", () => {
    expect(checkStatusOutcome({ status: 'WAITING', type: 'DNS Mapping' })).toEqual({ kind: 'step', step: 3 });
    expect(checkStatusOutcome({ status: 'WAITING', type: 'CNAME Records' })).toEqual({ kind: 'step', step: 3 });
    expect(checkStatusOutcome({ status: 'WAITING', type: 'Approval' })).toEqual({ kind: 'step', step: 1 });
  });

  it('goes to Confirm Status (step 5) on SUCCEEDED, and to the form on anything else', () => {
    expect(checkStatusOutcome({ status: 'SUCCEEDED' })).toEqual({ kind: 'step', step: 4 });
    expect(checkStatusOutcome({ status: 'PENDING' })).toEqual({ kind: 'step', step: 1 });
    expect(checkStatusOutcome({})).toEqual({ kind: 'step', step: 1 });
  });
});

describe('polling on Continue and Confirm Status', () => {
  it('polls again while RUNNING, goes to Resume on WAITING DNS/CNAME, to Confirm on SUCCEEDED, and stops otherwise', () => {
    expect(pollOutcome({ status: 'RUNNING' })).toEqual({ kind: 'poll' });
    expect(pollOutcome({ status: 'WAITING', type: 'DNS Mapping' })).toEqual({ kind: 'step', step: 3 });
    expect(pollOutcome({ status: 'SUCCEEDED' })).toEqual({ kind: 'step', step: 4 });
    for (const status of ['FAILED', 'TIMED_OUT', 'ABORTED']) expect(pollOutcome({ status })).toEqual({ kind: 'stopped' });
    expect(pollOutcome(undefined)).toEqual({ kind: 'stopped' });
  });
});

describe('the records table (data.records)', () => {
  it('lists each set’s records then its records_dr, with Name, Type and Value', () => {
    const rows = dnsRecordRows({
      'admin.acme.test': {
        id: 'Z1',
        records: [{ Name: '_x.admin.acme.test', Type: 'CNAME', Value: '_y.acm.local' }],
        records_dr: [{ Name: '_x.admin.acme.test', Type: 'CNAME', Value: '_z.acm.local' }],
      },
      'buy.acme.test': { id: 'Z2', records: [{ Name: 'buy.acme.test', Type: 'A', Value: '10.0.0.1' }], records_dr: [] },
    });
    expect(rows.map((r) => [r.set, r.id, r.list, r.Name, r.Type, r.Value])).toEqual([
      ['admin.acme.test', 'Z1', 'records', '_x.admin.acme.test', 'CNAME', '_y.acm.local'],
      ['admin.acme.test', 'Z1', 'records_dr', '_x.admin.acme.test', 'CNAME', '_z.acm.local'],
      ['buy.acme.test', 'Z2', 'records', 'buy.acme.test', 'A', '10.0.0.1'],
    ]);
    expect(dnsRecordRows(undefined)).toEqual([]);
  });
});
