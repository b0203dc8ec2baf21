/**
 * What the dashboard's overview draws (docs/platform-ops.md "Dashboard"): the tenants by lifecycle
 * state, the jobs of the last 7 days by outcome, from the job list the console already loads, and
 * the deployed version of each app (and a remote's canary), from the environment's registry.
 */
import { easternCalendarDate, REMOTE_NAMES, TENANT_LIFECYCLE_LABELS, type Job, type JobState, type RemoteRegistry, type TenantLifecycleCount } from 'shared-kit/contract';
import type { ChartData } from 'shared-kit/ui';

/** Days the jobs chart covers, today (US Eastern time) included. */
export const JOB_CHART_DAYS = 7;

/** The outcomes the jobs chart stacks, with the job states each counts and its Okabe–Ito colour. */
export const JOB_OUTCOMES: ReadonlyArray<{ label: string; states: readonly JobState[]; color: string }> = [
  { label: 'Succeeded', states: ['SUCCEEDED'], color: '#009E73' },
  { label: 'Failed', states: ['FAILED'], color: '#D55E00' },
  { label: 'Unfinished', states: ['QUEUED', 'RUNNING', 'WAITING'], color: '#56B4E9' },
];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** The last {@link JOB_CHART_DAYS} calendar days ending on `today` (`YYYY-MM-DD`), oldest first. */
function lastDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: JOB_CHART_DAYS }, (_, index) => new Date(end - (JOB_CHART_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * A `YYYY-MM-DD` day as the chart names it.
 *
 * @example dayLabel('2026-11-27') // 'Nov 27'
 */
export function dayLabel(day: string): string {
  return `${MONTH_NAMES[Number(day.slice(5, 7)) - 1] ?? '?'} ${day.slice(8, 10)}`;
}

/**
 * Jobs per day of the last {@link JOB_CHART_DAYS} days (the day each started, US Eastern time), one
 * series per outcome of {@link JOB_OUTCOMES}; jobs that started earlier are left out.
 */
export function jobsByDay(jobs: readonly Job[], now: Date): ChartData {
  const days = lastDays(easternCalendarDate(now) ?? now.toISOString().slice(0, 10));
  const position = new Map(days.map((day, index) => [day, index]));
  const series = JOB_OUTCOMES.map((outcome) => ({ label: outcome.label, color: outcome.color, values: days.map(() => 0) }));
  for (const job of jobs) {
    const index = position.get(easternCalendarDate(job.startedAt) ?? '');
    const outcome = JOB_OUTCOMES.findIndex((one) => one.states.includes(job.state));
    if (index !== undefined && outcome >= 0) series[outcome]!.values[index]! += 1;
  }
  return { categories: days.map(dayLabel), series };
}

/**
 * The tenants in each lifecycle state as one series of columns, the states in lifecycle order with
 * their labels (`TENANT_LIFECYCLE_LABELS`).
 */
export function tenantsByState(counts: readonly TenantLifecycleCount[]): ChartData {
  return { categories: counts.map((count) => TENANT_LIFECYCLE_LABELS[count.state]), series: [{ label: 'Tenants', values: counts.map((count) => count.tenants) }] };
}

/** One app's deployed build as the versions tile lists it. */
export interface DeployedVersion {
  app: string;
  version: string;
  buildTime: string;
  /** Served from a developer's dev server instead of a build. */
  dev: boolean;
  /** A remote's canary beside it: its version and the share of users it is served to, %. */
  canary?: { version: string; percent: number };
}

/** Whether an answer of the registry's address is a registry (an environment without one answers something else). */
export function isRegistry(value: unknown): value is RemoteRegistry {
  const registry = value as Partial<RemoteRegistry> | null;
  return !!registry && typeof registry === 'object' && typeof registry.remotes === 'object' && registry.remotes !== null && typeof registry.shell === 'object';
}

/** The shell and each deployed remote of the registry (with its canary), in the console's order of remotes. */
export function deployedVersions(registry: RemoteRegistry): DeployedVersion[] {
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const remote = registry.remotes[name];
    if (!remote) return [];
    const canary = remote.canary ? { canary: { version: remote.canary.version, percent: remote.canary.percent } } : {};
    return [{ app: name, version: remote.version, buildTime: remote.buildTime, dev: !!remote.dev, ...canary }];
  });
  return [{ app: 'shell', version: registry.shell.version, buildTime: registry.shell.buildTime, dev: false }, ...remotes];
}
