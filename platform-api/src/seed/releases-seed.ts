import { hashAppPassword } from '../releases/local-bitbucket.js';
import type { Database, Queryable } from '../db/database.js';

/**
 * The demo Bitbucket user of the local platform (the PR, approve and merge steps need a Bitbucket
 * user and app password: docs/platform-ops.md#release-deployment-and-update-version). Demo
 * constants of the local environment only: the database holds the app password as a scrypt hash,
 * never as text.
 */
export const DEMO_BITBUCKET_USER = 'px-release-bot';
/** The app password of {@link DEMO_BITBUCKET_USER} (a documented local demo value, not a secret). */
export const DEMO_BITBUCKET_APP_PASSWORD = 'px-demo-app-password-2025';

/** The seeded ledger: v1.0.0 at prod (through the three steps), v1.1.0 at release, v1.2.0 versioned. */
export const SEEDED_VERSIONS = [
  { version: 'v1.0.0', stage: 'prod', steps: ['test-to-versioned', 'versioned-to-release', 'release-to-prod'] },
  { version: 'v1.1.0', stage: 'release', steps: ['test-to-versioned', 'versioned-to-release'] },
  { version: 'v1.2.0', stage: 'versioned', steps: ['test-to-versioned'] },
] as const;

/**
 * The seeded admin operation: the direct promotion of v1.0.0 to prod, finished (a job of the job
 * centre whose id POST /admin-status answers 'Succeeded').
 */
export const SEEDED_ADMIN_OPERATION_ID = '0a0d0000-0000-4000-8000-000000000001';

/** The seeded app version; every seeded tenant's config version is the same. */
export const SEEDED_APP_VERSION = 'v1.0.0';

const SEEDED_BY = 'seed';

/**
 * Demo data of release deployment and Update Version, inside the seed's transaction (after the
 * tenants): the demo Bitbucket user (app password hashed), {@link SEEDED_VERSIONS} with their
 * promotions, the finished admin operation {@link SEEDED_ADMIN_OPERATION_ID}, the app version
 * {@link SEEDED_APP_VERSION} and each tenant's config version.
 */
export async function seedReleases(tx: Queryable): Promise<void> {
  await tx.query('insert into local_bitbucket_users (username, password_hash) values ($1, $2) on conflict (username) do nothing', [
    DEMO_BITBUCKET_USER,
    hashAppPassword(DEMO_BITBUCKET_APP_PASSWORD),
  ]);
  for (const [index, seeded] of SEEDED_VERSIONS.entries()) {
    await tx.query(
      `insert into release_versions (version_code, stage, created_by, created_at, updated_at)
       values ($1, $2, $3, timestamptz '2025-01-01T00:00:00Z' + make_interval(days => $4), timestamptz '2025-01-01T00:00:00Z' + make_interval(days => $4))
       on conflict do nothing`,
      [seeded.version, seeded.stage, SEEDED_BY, index * 30],
    );
    for (const step of seeded.steps) {
      await tx.query('insert into release_promotions (step, version_code, promoted_by) values ($1, $2, $3) on conflict do nothing', [step, seeded.version, SEEDED_BY]);
    }
  }
  await tx.query(
    `insert into jobs (job_id, kind, area, state, progress, title, started_by, started_at, ended_at, result, link)
     values ($1, 'release-to-prod', 'platform-ops', 'SUCCEEDED', 100, 'Release to Prod: direct promotion of v1.0.0', $2,
       timestamptz '2025-03-02T10:00:00Z', timestamptz '2025-03-02T10:00:01Z', $3::jsonb, '/config-deployment/release-to-prod')
     on conflict (job_id) do nothing`,
    [
      SEEDED_ADMIN_OPERATION_ID,
      SEEDED_BY,
      JSON.stringify({ result: { step: 'release-to-prod', variant: 'run', VersionCode: 'v1.0.0', stage: 'prod' }, message: 'v1.0.0 is now at prod' }),
    ],
  );
  await tx.query(`insert into admin_operations (operation_id, kind, instance_id) values ($1, 'release-to-prod', $2) on conflict do nothing`, [SEEDED_ADMIN_OPERATION_ID, SEEDED_BY]);
  await tx.query('insert into app_version (singleton, version, updated_by) values (true, $1, $2) on conflict do nothing', [SEEDED_APP_VERSION, SEEDED_BY]);
  await tx.query('insert into tenant_config_versions (tenant_id, config_version, updated_by) select tenant_id, $1, $2 from tenants on conflict do nothing', [SEEDED_APP_VERSION, SEEDED_BY]);
}

/**
 * Removes the release ledger, the app version and the local Bitbucket users (the tenants' config
 * versions go with `truncate tenants ... cascade`; jobs and admin operations stay as history, and
 * seeding again leaves the seeded one as it is).
 */
export async function clearReleases(db: Database): Promise<void> {
  await db.exec('truncate release_promotions, release_pull_requests, release_versions, app_version, local_bitbucket_users');
}
