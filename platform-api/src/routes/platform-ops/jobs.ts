import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/token-verifier.js';
import { findVisibleJob, listVisibleJobs } from '../../jobs/job-records.js';
import { notFound } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * The job centre (docs/api.md#job-centre): GET /jobs, the jobs the caller may see (their own; for
 * PLATFORM_ADMIN every platform-ops job; never a job of an area their roles may not open), newest
 * first, at most 100; GET /jobs/:jobId one of them, 404 for any other.
 */
export function jobHandlers(app: FastifyInstance): HandlerGroup<'jobs' | 'job'> {
  const viewerOf = (user: Parameters<typeof actorOf>[0] & { roles?: readonly string[] } | null) => ({
    actor: actorOf(user),
    roles: (user?.roles ?? []) as never,
  });
  return {
    jobs: async (request) => listVisibleJobs(app.db, viewerOf(request.user)),
    job: async (request) => {
      const job = await findVisibleJob(app.db, viewerOf(request.user), request.params.jobId);
      if (!job) throw notFound(`Job ${request.params.jobId} not found`);
      return job;
    },
  };
}
