import { Button, Modal, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { ENDPOINTS, formatDateTime, MISSING_VALUE, REMOTE_NAMES, remoteRuntimeFits, type DeployedRemote, type RemoteName } from 'shared-kit/contract';
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

/** 'Yes', 'Yes, version X' when this tab runs another version than the deployed one, or 'No'. */
function loadedText(status: RemoteStatus | undefined, deployed: string | undefined): string {
  if (!status?.loaded) return 'No';
  return deployed && deployed !== status.version ? `Yes, version ${status.version}` : 'Yes';
}

function RemoteSection({ remote, view, status, details }: { remote: RemoteName; view: RegistryView | null; status: RemoteStatus | undefined; details: boolean }) {
  const deployed: DeployedRemote | undefined = view?.registry?.remotes[remote];
  const version = view ? deployedVersion(view, remote) : undefined;
  const fits = !deployed || remoteRuntimeFits(deployed.runtime, SHELL_RUNTIME);
  return (
    <Section title={`${REMOTE_AREAS[remote]} (${remote})`}>
      <Fields>
        <Field label="Deployed version">{deployed?.version ?? (version ? MISSING_VALUE : NOT_DEPLOYED)}</Field>
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
      {details && (
        <Button style={{ marginTop: 8 }} disabled={Boolean(status?.loaded && !status.lastError)} onClick={() => retryRemote(remote, true)}>
          Retry
        </Button>
      )}
    </Section>
  );
}

/**
 * The console status panel (docs/navigation.md#new-versions-and-console-status): the shell's own
 * version, the API's, and for each remote its deployed version and whether this tab loaded it. A
 * platform admin also sees each build's commit, build time and runtime, the remote's load time and
 * last error in this tab, and a Retry per remote not loaded (or failed). The registry is read again
 * when the panel opens.
 */
export default function ConsoleStatusPanel({ onClose }: { onClose: () => void }) {
  const details = useSessionStore((s) => Boolean(s.user?.roles.PLATFORM_ADMIN));
  const { view, shell, remotes } = useTabStatus();
  const api = useEndpointQuery(ENDPOINTS.apiVersion, undefined, { errorToast: false });
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
        <RemoteSection key={remote} remote={remote} view={view} status={remotes[remote]} details={details} />
      ))}
    </Modal>
  );
}
