import { Button, Result, Space, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { RETRY_PAGES_EVENT, runtimeSkewMessage, type RemoteName } from 'shared-kit/contract';
import { ErrorBoundary } from '../errors/error-boundary';
import { CrashMessage } from '../errors/crash-message';
import { pageReload } from './page-reload';
import { loadRemotePages } from './load-remote';
import { RemoteLoadError, RuntimeSkewError } from './remote-load-error';
import { newVersionMessage, pageNotAvailableMessage, REMOTE_AREAS, remoteUnavailableMessage } from './remote-areas';
import { hasNewVersion, recordFailure } from './registry';
import { recordTelemetry, showRemotePage, startTelemetry } from '../telemetry/telemetry';

// React.lazy keeps a rejected load forever, so each Retry of a remote starts a new generation of
// lazy components; successful ones are reused, so moving between pages of a remote does not flash.
const attempts = new Map<RemoteName, number>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const attemptListeners = new Set<() => void>();

function lazyPage(remote: RemoteName, page: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}|${page}|${attempt}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(async () => {
      const { pages } = await loadRemotePages(remote, attempt);
      const Page = pages[page];
      return { default: Page ?? (() => <PageNotAvailable remote={remote} />) };
    });
    lazyPages.set(key, component);
  }
  return component;
}

/** Drops every loaded page component, so the next render loads its remote again (used by tests). */
export function forgetLoadedPages(): void {
  attempts.clear();
  lazyPages.clear();
}

function subscribeAttempts(listener: () => void): () => void {
  attemptListeners.add(listener);
  return () => attemptListeners.delete(listener);
}

/**
 * Loads `remote` again (a Retry of its area or of the console status panel): its pages on screen
 * render a new generation and pages whose own code failed load again (shared-kit/ui `lazyPage`).
 * With `loadNow`, the remote itself is loaded at once, even when none of its pages is on screen
 * (a page on screen shares that load).
 */
export function retryRemote(remote: RemoteName, loadNow = false): void {
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  if (loadNow) void loadRemotePages(remote, attempt).catch(() => undefined);
  window.dispatchEvent(new Event(RETRY_PAGES_EVENT));
  attemptListeners.forEach((listener) => listener());
}

/**
 * Whether an error means code did not arrive: the remote could not be loaded, a chunk failed
 * (ChunkLoadError), or the federation runtime failed to fetch (its RUNTIME-00x errors).
 */
function isLoadFailure(error: Error): boolean {
  return error instanceof RemoteLoadError || error.name === 'ChunkLoadError' || /\bRUNTIME-00\d\b/.test(error.message);
}

function AreaSpinner({ remote }: { remote: RemoteName }) {
  return (
    <div role="status" aria-label={`Loading ${REMOTE_AREAS[remote]} screens`} style={{ display: 'flex', justifyContent: 'center', margin: '64px auto' }}>
      <Spin size="large" />
    </div>
  );
}

function PageNotAvailable({ remote }: { remote: RemoteName }) {
  return <Result status="warning" title={pageNotAvailableMessage(remote)} />;
}

function RetryButton({ onRetry, primary = false }: { onRetry: () => void; primary?: boolean }) {
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={onRetry}>
      Retry
    </Button>
  );
}

function ReloadButton({ primary = true }: { primary?: boolean }) {
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => pageReload.reload()}>
      Reload
    </Button>
  );
}

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      role="alert"
      title={remoteUnavailableMessage(remote)}
      subTitle="The rest of the console keeps working. Try again in a moment."
      extra={<RetryButton primary onRetry={onRetry} />}
    />
  );
}

/**
 * Code of the area failed to load: after a deploy of the remote (the registry names another
 * version than this tab's), 'A new version of {Area} is available' with Reload and Retry;
 * otherwise {@link remoteUnavailableMessage} with Retry.
 */
function LoadFailure({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const [deployed, setDeployed] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void hasNewVersion(remote).then((answer) => current && setDeployed(answer));
    return () => {
      current = false;
    };
  }, [remote]);
  if (deployed === null) return <AreaSpinner remote={remote} />;
  if (!deployed) return <RemoteUnavailable remote={remote} onRetry={onRetry} />;
  return (
    <Result
      status="info"
      role="alert"
      title={newVersionMessage(remote)}
      subTitle="Reload to use it. The rest of the console keeps working."
      extra={
        <Space>
          <ReloadButton />
          <RetryButton onRetry={onRetry} />
        </Space>
      }
    />
  );
}

/** A remote that needs a newer runtime than this shell offers: {@link runtimeSkewMessage}, with Reload. */
function RuntimeSkew({ remote }: { remote: RemoteName }) {
  return <Result status="warning" role="alert" title={runtimeSkewMessage(remote)} extra={<ReloadButton />} />;
}

function AreaFailure({ remote, error, onRetry }: { remote: RemoteName; error: Error; onRetry: () => void }) {
  useEffect(() => {
    recordFailure(remote, error);
    // A remote that needs a newer console is not loaded at all: nothing of its build failed.
    if (!(error instanceof RuntimeSkewError)) recordTelemetry(remote, isLoadFailure(error) ? 'chunk-load' : 'boundary');
  }, [remote, error]);
  if (error instanceof RuntimeSkewError) return <RuntimeSkew remote={remote} />;
  if (isLoadFailure(error)) return <LoadFailure remote={remote} onRetry={onRetry} />;
  return <CrashMessage />;
}

export interface RemotePageProps {
  remote: RemoteName;
  /** Page key of the route table; the remote exposes a component under it. */
  page: string;
}

/**
 * One page of a remote, loaded on first use. While the remote cannot be loaded its pages show
 * {@link remoteUnavailableMessage} with a Retry button; code that fails to load after a deploy
 * offers the new version with Reload (and Retry); a remote that needs a newer runtime than this
 * shell shows {@link runtimeSkewMessage}; a crash inside the page shows 'Something went wrong.'.
 * Either way only this page is affected. Each address it shows counts as a page view of the remote
 * in the telemetry, and the crashes and failed loads it catches as its errors
 * (../telemetry/telemetry).
 */
export function RemotePage({ remote, page }: RemotePageProps) {
  const attempt = useSyncExternalStore(subscribeAttempts, () => attempts.get(remote) ?? 0);
  const { pathname } = useLocation();
  useEffect(() => {
    startTelemetry();
    showRemotePage(remote);
    recordTelemetry(remote, 'page-view');
    return () => showRemotePage(null);
  }, [remote, pathname]);
  const Page = lazyPage(remote, page, attempt);
  return (
    <ErrorBoundary resetKey={Page} fallback={(error) => <AreaFailure remote={remote} error={error} onRetry={() => retryRemote(remote)} />}>
      <Suspense fallback={<AreaSpinner remote={remote} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
