import { ApiError } from 'shared-kit/runtime';
import { WORKFLOW_POLL_INTERVAL_MS, isTenantNotFound, isWaitingForRecords, workflowStatusText } from './workflow-status';

it('polls workflows every 15000 ms', () => {
  expect(WORKFLOW_POLL_INTERVAL_MS).toBe(15000);
});

describe("'Tenant Not Found'", () => {
  it('is read from the answer’s error or from a refused call', () => {
    expect(isTenantNotFound({ error: 'Tenant Not Found' })).toBe(true);
    expect(isTenantNotFound(new ApiError('Tenant Not Found', 404))).toBe(true);
    expect(isTenantNotFound(new ApiError('Not Found', 404, { error: 'Tenant Not Found' }))).toBe(true);
    expect(isTenantNotFound(new Error('Tenant Not Found'))).toBe(true);
  });

  it('is not any other error or status', () => {
    expect(isTenantNotFound({ status: 'FAILED', error: 'Bucket locked' })).toBe(false);
    expect(isTenantNotFound(new ApiError('Internal Server Error', 500))).toBe(false);
    expect(isTenantNotFound(undefined)).toBe(false);
    expect(isTenantNotFound('Tenant Not Found')).toBe(false);
  });
});

it("waits for records only on WAITING 'DNS Mapping' or 'CNAME Records'", () => {
  expect(isWaitingForRecords({ status: 'WAITING', type: 'DNS Mapping' })).toBe(true);
  expect(isWaitingForRecords({ status: 'WAITING', type: 'CNAME Records' })).toBe(true);
  expect(isWaitingForRecords({ status: 'WAITING' })).toBe(false);
  expect(isWaitingForRecords({ status: 'RUNNING', type: 'DNS Mapping' })).toBe(false);
});

it('shows a status with its type and error or message', () => {
  expect(workflowStatusText({ status: 'WAITING', type: 'DNS Mapping' })).toBe('WAITING (DNS Mapping)');
  expect(workflowStatusText({ status: 'FAILED', error: 'Certificate refused' })).toBe('FAILED — Certificate refused');
  expect(workflowStatusText({ status: 'RUNNING', message: 'Creating the user pool' })).toBe('RUNNING — Creating the user pool');
  expect(workflowStatusText({ error: 'Tenant Not Found' })).toBe('UNKNOWN — Tenant Not Found');
});
