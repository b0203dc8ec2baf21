/**
 * The canary check (docs/operations.md#canary-releases): a periodic task, run once per period for
 * every API instance on the database (a pg-boss singleton, ../jobs/periodic-tasks.ts). Each run
 * deletes the telemetry older than 7 days, then, for every remote whose registry entry has a canary
 * deployed with `--auto-rollback`, compares the canary's figures with the stable build's by
 * {@link CANARY_RULE} and drops the canary when the rule says so: one registry change (action
 * 'auto-rollback', by 'platform-api', with the reason) and one action-log entry (area
 * 'remote-releases', action CANARY_ROLLED_BACK, the reason as note).
 */
import type { FastifyBaseLogger } from 'fastify';
import { recordAction } from '../action-log/record-action.js';
import type { Database } from '../db/database.js';
import { REMOTE_NAMES, type RegistryChange, type RemoteName } from '../contract.js';
import { CANARY_RULE, canaryVerdict, type BuildFigures, type CanaryVerdict } from './canary-rule.js';
import { dropCanary, readRegistryFile, REGISTRY_CHANGED_BY } from './registry-file.js';
import { deleteTelemetryBefore, telemetryFigures, TELEMETRY_KEPT_MS } from './telemetry-store.js';

/** The queue of the canary check. */
export const CANARY_CHECK_QUEUE = 'periodic-canary-check';
/** The default period of the canary check, s. */
export const DEFAULT_CANARY_CHECK_SECONDS = 60;

/** Where the check finds the registry and how often it runs. */
export interface CanarySettings {
  /** The registry file (CONSOLE_REGISTRY_FILE); null: no canary is ever dropped, telemetry is still kept and pruned. */
  registryFile: string | null;
  /** The period of the check (CANARY_CHECK_SECONDS), s. */
  checkSeconds: number;
}

/**
 * The check's settings from CONSOLE_REGISTRY_FILE (a path; unset: none) and CANARY_CHECK_SECONDS (a
 * whole number from 1 to 3600, default {@link DEFAULT_CANARY_CHECK_SECONDS}),
 * docs/operations.md#environment-variables-of-platform-api.
 *
 * @throws RangeError naming the variable for a malformed CANARY_CHECK_SECONDS.
 */
export function canarySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CanarySettings {
  const raw = env.CANARY_CHECK_SECONDS?.trim();
  const checkSeconds = raw ? Number(raw) : DEFAULT_CANARY_CHECK_SECONDS;
  if (!Number.isInteger(checkSeconds) || checkSeconds < 1 || checkSeconds > 3600) {
    throw new RangeError(`CANARY_CHECK_SECONDS must be a whole number of seconds from 1 to 3600, got '${raw}'`);
  }
  return { registryFile: env.CONSOLE_REGISTRY_FILE?.trim() || null, checkSeconds };
}

/** What the check found for one canary. */
export interface CanaryOutcome {
  remote: RemoteName;
  canary: BuildFigures;
  stable: BuildFigures;
  verdict: CanaryVerdict;
  /** The history line of the drop; null when kept (or changed by someone else meanwhile). */
  dropped: RegistryChange | null;
}

/** What the check needs: the database, the registry file, the clock and a log. */
export interface CanaryCheckContext {
  db: Database;
  registryFile: string | null;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * One run of the check (see the module's comment).
 *
 * @returns one outcome per canary deployed with `--auto-rollback`.
 * @throws the database's or the file system's errors (the job queue retries the run).
 */
export async function runCanaryCheck({ db, registryFile, now, log }: CanaryCheckContext): Promise<CanaryOutcome[]> {
  const at = now();
  const deleted = await deleteTelemetryBefore(db, new Date(at.getTime() - TELEMETRY_KEPT_MS));
  if (deleted > 0) log.info({ deleted }, 'old telemetry deleted');
  if (!registryFile) return [];
  const registry = readRegistryFile(registryFile);
  if (!registry) return [];
  const outcomes: CanaryOutcome[] = [];
  for (const remote of REMOTE_NAMES) {
    const entry = registry.remotes[remote];
    const canary = entry?.canary;
    if (!entry || !canary?.autoRollback || entry.dev) continue;
    const since = new Date(Math.max(at.getTime() - CANARY_RULE.windowMinutes * 60_000, Date.parse(canary.since) || 0));
    const figures = await telemetryFigures(db, { since });
    const of = (version: string): BuildFigures => {
      const found = figures.find((row) => row.remote === remote && row.version === version);
      return { version, pageViews: found?.pageViews ?? 0, errors: found?.errors ?? 0 };
    };
    const outcome: CanaryOutcome = { remote, canary: of(canary.version), stable: of(entry.version), verdict: { rollBack: false, reason: '' }, dropped: null };
    outcome.verdict = canaryVerdict(outcome.canary, outcome.stable);
    if (outcome.verdict.rollBack) {
      outcome.dropped = await dropCanary(registryFile, { remote, version: canary.version, reason: outcome.verdict.reason, at });
      if (outcome.dropped) {
        await db.transaction((tx) =>
          recordAction(tx, {
            actor: { email: REGISTRY_CHANGED_BY, sub: '', roles: [] },
            area: 'remote-releases',
            endpoint: 'canaryCheck',
            action: 'CANARY_ROLLED_BACK',
            targetIds: [remote, canary.version],
            changes: { [remote]: { from: canary.version, to: entry.version } },
            note: outcome.verdict.reason,
          }),
        );
        log.warn({ remote, canary: canary.version, stable: entry.version, reason: outcome.verdict.reason }, 'canary rolled back');
      }
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
