import { Button, Empty, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS, FINISHED_JOB_STATES, canOpen, findRoute, formatDateTime, type Job, type JobState, type RoleMap } from 'shared-kit/contract';
import { useEndpointQuery, useSessionStore } from 'shared-kit/runtime';

/** Title of the job centre's list and name of its top-bar button. */
export const JOB_CENTRE_TITLE = 'Job centre';
/** How often the job list is reloaded while a job is unfinished or the list is open, ms. */
export const ACTIVE_JOBS_POLL_MS = 15_000;
/** How often it is reloaded when every job has finished and the list is closed, ms. */
export const IDLE_JOBS_POLL_MS = 60_000;
/** Shown when the job list cannot be loaded. */
export const JOBS_UNAVAILABLE = 'Unable to load jobs';

const STATE_COLOURS: Record<JobState, string> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  WAITING: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'error',
};

/** Whether a job may still change (queued, running or waiting for someone). */
export function isUnfinished(job: Job): boolean {
  return !FINISHED_JOB_STATES.includes(job.state);
}

/**
 * The link back to a job's screen, when the signed-in roles may open it: the API lists only jobs of
 * areas the user may open, and the console does not offer a link its own guards would refuse.
 */
export function jobLink(job: Job, roles: RoleMap | undefined): string | undefined {
  const route = findRoute(job.link);
  return route?.kind === 'protected' && roles && canOpen(route, roles) ? job.link : undefined;
}

/** A thin progress bar (the top bar loads only the antd parts every page uses). */
function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1, height: 6, borderRadius: 3, background: '#f0f0f0' }}>
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 3, background: '#1677ff' }} />
      </div>
      <Typography.Text type="secondary">{percent}%</Typography.Text>
    </div>
  );
}

function JobItem({ job, roles, onOpen }: { job: Job; roles: RoleMap | undefined; onOpen: () => void }) {
  const link = jobLink(job, roles);
  return (
    <li aria-label={job.title} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{job.title}</Typography.Text>
          <Tag color={STATE_COLOURS[job.state]}>{job.state}</Tag>
        </Space>
        {job.progress !== null && isUnfinished(job) && <ProgressBar percent={job.progress} label={`${job.title} progress`} />}
        <Typography.Text type="secondary">
          Started {formatDateTime(job.startedAt)} by {job.startedBy}
          {job.endedAt ? ` · ended ${formatDateTime(job.endedAt)}` : ''}
        </Typography.Text>
        {job.error && <Typography.Text type="danger">{job.error}</Typography.Text>}
        {job.state === 'SUCCEEDED' && job.result !== undefined && job.result !== null && (
          <details>
            <summary>Result</summary>
            <pre style={{ maxHeight: 200, overflow: 'auto', margin: 0 }}>{JSON.stringify(job.result, null, 2)}</pre>
          </details>
        )}
        {link && (
          <Link to={link} onClick={onOpen}>
            Open
          </Link>
        )}
      </Space>
    </li>
  );
}

/**
 * The job centre of the top bar (docs/navigation.md#job-centre): every long operation the signed-in
 * user may see (onboarding, decommission, uploads, …) with its state, progress, start and end, who
 * started it, its result or error and a link back to its screen. The list comes from `GET /jobs`,
 * so it survives a reload and an API restart; it reloads every {@link ACTIVE_JOBS_POLL_MS} while a
 * job is unfinished or the list is open, else every {@link IDLE_JOBS_POLL_MS}. Its button counts
 * the unfinished jobs. A failed load shows {@link JOBS_UNAVAILABLE} with Retry in the list, never a
 * toast.
 */
export function JobCentre() {
  const [open, setOpen] = useState(false);
  const roles = useSessionStore((s) => s.user?.roles);
  const jobs = useEndpointQuery(ENDPOINTS.jobs, undefined, {
    refetchInterval: (query) => (open || (query.state.data ?? []).some(isUnfinished) ? ACTIVE_JOBS_POLL_MS : IDLE_JOBS_POLL_MS),
    refetchOnWindowFocus: true,
  });
  const list = jobs.data ?? [];
  const unfinished = list.filter(isUnfinished).length;

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={unfinished ? `${JOB_CENTRE_TITLE}, ${unfinished} unfinished` : JOB_CENTRE_TITLE}>
        {JOB_CENTRE_TITLE}
        {/* The space keeps the visible text 'Job centre 1' inside the name 'Job centre, 1 unfinished' (WCAG 2.5.3). */}
        {unfinished > 0 && (
          <>
            {' '}
            <Tag color="processing" style={{ marginInlineEnd: 0 }}>
              {unfinished}
            </Tag>
          </>
        )}
      </Button>
      <Modal title={JOB_CENTRE_TITLE} open={open} onCancel={() => setOpen(false)} footer={null} width={520}>
        {jobs.isError && !jobs.data ? (
          <Space orientation="vertical" role="alert">
            <Typography.Text type="danger">{JOBS_UNAVAILABLE}</Typography.Text>
            <Button onClick={() => void jobs.refetch()}>Retry</Button>
          </Space>
        ) : jobs.isPending ? (
          <Spin />
        ) : list.length === 0 ? (
          <Empty description="No jobs yet" />
        ) : (
          <ul aria-label="Jobs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((job) => (
              <JobItem key={job.jobId} job={job} roles={roles} onOpen={() => setOpen(false)} />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
