import { Button, Modal, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import {
  ENDPOINTS,
  formatDateTime,
  formatNumber,
  MISSING_VALUE,
  REMOTE_NAMES,
  remoteRuntimeFits,
  TELEMETRY_SUMMARY_MINUTES,
  type DeployedRemote,
  type RemoteName,
  type TelemetrySummary,
  type VersionTelemetry,
} from 'shared-kit/contract';
import { useEndpointQuery, useSessionStore } from 'shared-kit/runtime';
import { REMOTE_AREAS, SHELL_AREA } from '../remotes/remote-areas';
import { retryRemote } from '../remotes/remote-page';
import { deployedVersion, refreshRegistry, SHELL_RUNTIME, useTabStatus, type RemoteStatus, type RegistryView } from '../remotes/registry';
import { CONSOLE_STATUS_TITLE } from './console-status';

/** Shown for a remote the registry does not name. */
export const NOT_DEPLOYED = 'Not deployed';
/** Shown when the API's version cannot be read. */
export const API_VERSION_UNAVAILABLE = 'Unavailable';

function Fields({ children }: { children: ReactNode }) {
  return <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4, margin: 0 }}>{children}</dl>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * 'Yes' ('Yes, the canary' when it is the remote's canary), 'Yes, version X' when this tab runs
 * another version than the one deployed for its user, or 'No'.
 */
function loadedText(status: RemoteStatus | undefined, deployed: string | undefined): string {
  if (!status?.loaded) return 'No';
  if (deployed && deployed !== status.version) return `Yes, version ${status.version}`;
  return status.canary ? 'Yes, the canary' : 'Yes';
}

/** A remote's canary as the panel names it, e.g. '0.1.0+9aa0c01.20261124T070000Z (10 % of users, automatic rollback)'. */
function canaryText(canary: NonNullable<DeployedRemote['canary']>): string {
  return `${canary.version} (${canary.percent} % of users${canary.autoRollback ? ', automatic rollback' : ''})`;
}

const CELL = { padding: '2px 8px 2px 0', textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' } as const;
const ms = (value: number | null) => (value === null ? MISSING_VALUE : `${formatNumber(value)} ms`);

/**
 * The last hour's figures of the stable build and the canary of a remote (GET /telemetry/remotes):
 * page views, errors per 100 page views, p75 of LCP, INP and CLS; a build without an event in the
 * hour shows 0 page views and no figure.
 */
function LastHour({ remote, deployed, summary }: { remote: RemoteName; deployed: DeployedRemote; summary: TelemetrySummary | undefined | null }) {
  const caption = `The last ${TELEMETRY_SUMMARY_MINUTES === 60 ? 'hour' : `${TELEMETRY_SUMMARY_MINUTES} minutes`}`;
  if (summary === null) return <Typography.Text type="secondary">{caption}: the figures are unavailable.</Typography.Text>;
  if (summary === undefined) return <Typography.Text type="secondary">{caption}: loading the figures…</Typography.Text>;
  const builds: Array<[string, string]> = [['Stable', deployed.version], ...(deployed.canary ? [['Canary', deployed.canary.version] as [string, string]] : [])];
  const figuresOf = (version: string): VersionTelemetry =>
    summary.versions.find((row) => row.remote === remote && row.version === version) ?? { remote, version, pageViews: 0, errors: 0, errorRate: null, p75: { LCP: null, INP: null, CLS: null } };
  return (
    <table style={{ marginTop: 8, borderCollapse: 'collapse', fontSize: 12 }}>
      <caption style={{ textAlign: 'left', captionSide: 'top' }}>{caption}</caption>
      <thead>
        <tr>
          {['Build', 'Page views', 'Errors per 100 page views', 'LCP p75', 'INP p75', 'CLS p75'].map((header) => (
            <th key={header} scope="col" style={CELL}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {builds.map(([label, version]) => {
          const figures = figuresOf(version);
          return (
            <tr key={label}>
              <th scope="row" style={CELL}>
                {label}
              </th>
              <td style={CELL}>{formatNumber(figures.pageViews)}</td>
              <td style={CELL}>{figures.errorRate === null ? MISSING_VALUE : formatNumber(figures.errorRate, 1)}</td>
              <td style={CELL}>{ms(figures.p75.LCP)}</td>
              <td style={CELL}>{ms(figures.p75.INP)}</td>
              <td style={CELL}>{figures.p75.CLS === null ? MISSING_VALUE : formatNumber(figures.p75.CLS, 3)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RemoteSection({
  remote,
  view,
  status,
  details,
  summary,
}: {
  remote: RemoteName;
  view: RegistryView | null;
  status: RemoteStatus | undefined;
  details: boolean;
  summary: TelemetrySummary | undefined | null;
}) {
  const deployed: DeployedRemote | undefined = view?.registry?.remotes[remote];
  const version = view ? deployedVersion(view, remote) : undefined;
  const fits = !deployed || remoteRuntimeFits(deployed.runtime, SHELL_RUNTIME);
  return (
    <Section title={`${REMOTE_AREAS[remote]} (${remote})`}>
      <Fields>
        <Field label="Deployed version">{deployed?.version ?? (version ? MISSING_VALUE : NOT_DEPLOYED)}</Field>
        {deployed?.canary && <Field label="Canary">{canaryText(deployed.canary)}</Field>}
        {details && (
          <>
            <Field label="Commit">{deployed?.commit ?? MISSING_VALUE}</Field>
            <Field label="Built">{deployed ? formatDateTime(deployed.buildTime) : MISSING_VALUE}</Field>
            <Field label="Runtime">{deployed ? `${deployed.runtime}${fits ? '' : ' (needs a newer console)'}` : MISSING_VALUE}</Field>
          </>
        )}
        <Field label="Loaded in this tab">{loadedText(status, version)}</Field>
        {details && (
          <>
            <Field label="Load time">{status?.loadMs != null ? `${status.loadMs} ms` : MISSING_VALUE}</Field>
            <Field label="Last error">{status?.lastError ?? 'None'}</Field>
          </>
        )}
      </Fields>
      {details && deployed && <LastHour remote={remote} deployed={deployed} summary={summary} />}
      {details && (
        <div>
          <Button style={{ marginTop: 8 }} disabled={Boolean(status?.loaded && !status.lastError)} onClick={() => retryRemote(remote, true)}>
            Retry
          </Button>
        </div>
      )}
    </Section>
  );
}

/**
 * The console status panel (docs/navigation.md#new-versions-and-console-status): the shell's own
 * version, the API's, and for each remote its deployed version, its canary if it has one, and
 * whether this tab loaded it (and the canary). A platform admin also sees each build's commit, build
 * time and runtime, the remote's load time and last error in this tab, the last hour's figures of
 * its stable build and canary (page views, error rate, p75 Web Vitals: GET /telemetry/remotes), and
 * a Retry per remote not loaded (or failed). The registry is read again when the panel opens.
 */
export default function ConsoleStatusPanel({ onClose }: { onClose: () => void }) {
  const details = useSessionStore((s) => Boolean(s.user?.roles.PLATFORM_ADMIN));
  const { view, shell, remotes } = useTabStatus();
  const api = useEndpointQuery(ENDPOINTS.apiVersion, undefined, { errorToast: false });
  const telemetry = useEndpointQuery(ENDPOINTS.remoteTelemetry, undefined, { errorToast: false, enabled: details });
  const summary = telemetry.data ?? (telemetry.isError ? null : undefined);
  useEffect(() => {
    void refreshRegistry().catch(() => undefined);
  }, []);
  const deployedShell = view?.registry?.shell;
  return (
    <Modal title={CONSOLE_STATUS_TITLE} open onCancel={onClose} footer={null} width={640}>
      <Section title={SHELL_AREA}>
        <Fields>
          <Field label="Version">{shell?.version ?? MISSING_VALUE}</Field>
          {deployedShell && shell && deployedShell.version !== shell.version && <Field label="Deployed version">{deployedShell.version}</Field>}
          {details && (
            <>
              <Field label="Commit">{shell?.commit ?? MISSING_VALUE}</Field>
              <Field label="Built">{shell ? formatDateTime(shell.buildTime) : MISSING_VALUE}</Field>
              <Field label="Runtime">{SHELL_RUNTIME}</Field>
            </>
          )}
          <Field label="API version">{api.data?.version ?? (api.isError ? API_VERSION_UNAVAILABLE : MISSING_VALUE)}</Field>
        </Fields>
      </Section>
      {REMOTE_NAMES.map((remote) => (
        <RemoteSection key={remote} remote={remote} view={view} status={remotes[remote]} details={details} summary={summary} />
      ))}
    </Modal>
  );
}
