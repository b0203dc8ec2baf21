import type { Job, JobState, RemoteRegistry } from 'shared-kit/contract';
import { deployedVersions, isRegistry, jobsByDay, tenantsByState } from './dashboard-charts';

function job(state: JobState, startedAt: string): Job {
  return { jobId: '00000000-0000-4000-8000-000000000000', kind: 'onboarding', area: 'platform-ops', state, progress: null, title: 't', startedAt, endedAt: null, startedBy: 'a@px.local', link: '/new-tenant' };
}

// 15:00 UTC on Nov 27 2026 is 10:00 in New York (EST): today is Nov 27, the first day Nov 21.
const NOW = new Date('2026-11-27T15:00:00Z');

test('jobs of the last 7 days, by the US Eastern day each started, stacked by outcome; earlier jobs left out', () => {
  const jobs = [
    job('SUCCEEDED', '2026-11-27T14:00:00Z'),
    job('SUCCEEDED', '2026-11-27T13:00:00Z'),
    job('FAILED', '2026-11-27T12:00:00Z'),
    job('RUNNING', '2026-11-27T14:30:00Z'),
    job('WAITING', '2026-11-26T20:00:00Z'),
    job('QUEUED', '2026-11-26T21:00:00Z'),
    // 03:00 UTC on Nov 27 is 22:00 on Nov 26 in New York.
    job('FAILED', '2026-11-27T03:00:00Z'),
    // 04:59 UTC on Nov 21 is 23:59 on Nov 20 in New York: before the first day.
    job('SUCCEEDED', '2026-11-21T04:59:00Z'),
    job('SUCCEEDED', '2026-11-21T05:00:00Z'),
    job('FAILED', '2026-11-10T12:00:00Z'),
  ];
  expect(jobsByDay(jobs, NOW)).toEqual({
    categories: ['Nov 21', 'Nov 22', 'Nov 23', 'Nov 24', 'Nov 25', 'Nov 26', 'Nov 27'],
    series: [
      { label: 'Succeeded', color: '#009E73', values: [1, 0, 0, 0, 0, 0, 2] },
      { label: 'Failed', color: '#D55E00', values: [0, 0, 0, 0, 0, 1, 1] },
      { label: 'Unfinished', color: '#56B4E9', values: [0, 0, 0, 0, 0, 2, 1] },
    ],
  });
});

test('the days run across a month end', () => {
  expect(jobsByDay([], new Date('2026-03-03T17:00:00Z')).categories).toEqual(['Feb 25', 'Feb 26', 'Feb 27', 'Feb 28', 'Mar 01', 'Mar 02', 'Mar 03']);
});

test('the deployed versions: the shell, then each deployed remote in the console order, a dev server and a canary marked', () => {
  const build = (version: string) => ({ version, commit: 'abc1234', buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0' });
  const registry: RemoteRegistry = {
    environment: 'local',
    revision: 3,
    updatedAt: '2026-11-23T06:05:12.000Z',
    shell: build('0.1.0+abc1234.20261123T060512Z'),
    remotes: {
      'mfe-platform-ops': { ...build('0.1.0+def5678.20261124T000000Z'), manifest: 'http://x/mf-manifest.json', dev: { url: 'http://localhost:3003', pid: 1, restores: null } },
      'mfe-billing': {
        ...build('0.1.0+abc1234.20261123T060512Z'),
        manifest: 'http://y/mf-manifest.json',
        canary: { ...build('0.1.0+fed9876.20261125T000000Z'), manifest: 'http://y/c/mf-manifest.json', percent: 10, autoRollback: true, since: '2026-11-25T00:01:00.000Z' },
      },
    },
  };
  expect(deployedVersions(registry).map((one) => [one.app, one.version, one.dev, one.canary])).toEqual([
    ['shell', '0.1.0+abc1234.20261123T060512Z', false, undefined],
    ['mfe-billing', '0.1.0+abc1234.20261123T060512Z', false, { version: '0.1.0+fed9876.20261125T000000Z', percent: 10 }],
    ['mfe-platform-ops', '0.1.0+def5678.20261124T000000Z', true, undefined],
  ]);
  expect([registry, { 'mfe-billing': 'http://y/mf-manifest.json' }, null].map(isRegistry)).toEqual([true, false, false]);
});

test('the tenants by lifecycle state: one column per state, in lifecycle order, named as the dashboard names them', () => {
  expect(
    tenantsByState([
      { state: 'ONBOARDING', tenants: 2 },
      { state: 'TRIAL_PERIOD', tenants: 5 },
      { state: 'ACTIVE', tenants: 24 },
      { state: 'PENDING_DEACTIVATION', tenants: 1 },
      { state: 'DEACTIVATED', tenants: 3 },
      { state: 'DECOMMISSIONING', tenants: 0 },
      { state: 'NOT_A_CLIENT', tenants: 4 },
    ]),
  ).toEqual({
    categories: ['Onboarding', 'Trial Period', 'Active', 'Pending Deactivation', 'Deactivated', 'Being decommissioned', 'Not a client'],
    series: [{ label: 'Tenants', values: [2, 5, 24, 1, 3, 0, 4] }],
  });
});
