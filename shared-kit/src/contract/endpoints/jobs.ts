/**
 * The job centre's calls: every long operation of any remote (onboarding,
 * decommission, uploads, later deploys and syncs) is a job record with its state, progress, start
 * and end, who started it, its result or error and a link back to its screen.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Role } from '../roles/roles';
import { declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum } from './schema-helpers';

/** States of a job: queued, running, paused until someone acts (WAITING), then finished. */
export const JOB_STATES = ['QUEUED', 'RUNNING', 'WAITING', 'SUCCEEDED', 'FAILED'] as const;
/** See {@link JOB_STATES}. */
export type JobState = (typeof JOB_STATES)[number];

/** The states after which a job changes no more. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['SUCCEEDED', 'FAILED'];

/**
 * The role that may open each area of jobs (docs/api.md#roles-and-tokens): nobody sees a job of an area
 * their roles may not open. An area not listed here is seen by its starter only.
 */
export const JOB_AREA_ROLES: Readonly<Record<string, Role>> = {
  'platform-ops': 'PLATFORM_ADMIN',
  billing: 'FINANCE',
  'client-success': 'CLIENT_SUCCESS',
  'internal-users': 'ORG_ADMIN',
};

/**
 * The areas whose every job a role sees, whoever started them: PLATFORM_ADMIN sees every
 * platform-ops job; everybody else sees only the jobs they started.
 */
export const JOB_AREAS_SEEN_WHOLE: Readonly<Partial<Record<Role, readonly string[]>>> = {
  PLATFORM_ADMIN: ['platform-ops'],
};

/** Most jobs GET /jobs answers: the newest ones. */
export const JOB_LIST_LIMIT = 100;

/** A job id: a UUID. */
export const JobIdSchema = Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'A job id (UUID)' });

/** One job as the job centre shows it. */
export const JobSchema = Type.Object({
  jobId: JobIdSchema,
  kind: Type.String({ description: "What the job does, e.g. 'onboarding', 'decommission', 'auction-onboarding'" }),
  area: Type.String({ description: "The console area it belongs to, e.g. 'platform-ops'" }),
  state: StringEnum(JOB_STATES),
  progress: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'Percent done, 0-100; null when unknown' })),
  title: Type.String({ description: "One line for the list, e.g. 'Onboarding of tenant T01'" }),
  startedAt: Type.String({ description: 'ISO-8601 instant' }),
  endedAt: Nullable(Type.String({ description: 'ISO-8601 instant; null until the job has finished' })),
  startedBy: Type.String({ description: 'E-mail (or user name) of who started it' }),
  result: Type.Optional(Type.Unknown({ description: 'What a SUCCEEDED job produced (JSON)' })),
  error: Type.Optional(Type.String({ description: 'Why a FAILED job failed' })),
  link: Type.String({ description: "The console route of the job's screen, e.g. '/new-tenant?tenantId=T01'" }),
});
/** See {@link JobSchema}. */
export type Job = Static<typeof JobSchema>;

/** The job-centre endpoints: any signed-in console user, each seeing only the jobs they may see. */
export const JOB_ENDPOINTS = declareEndpoints({
  jobs: {
    method: 'GET',
    path: '/jobs',
    access: 'ANY',
    area: 'jobs',
    summary:
      'The jobs the caller may see, newest first, at most 100: the jobs they started, and for PLATFORM_ADMIN every platform-ops job; never a job of an area their roles may not open',
    responses: { 200: Type.Array(JobSchema) },
  },
  job: {
    method: 'GET',
    path: '/jobs/:jobId',
    access: 'ANY',
    area: 'jobs',
    summary: 'One job the caller may see; 404 for an unknown job or one they may not see',
    params: Type.Object({ jobId: JobIdSchema }, { additionalProperties: false }),
    responses: { 200: JobSchema },
  },
});
