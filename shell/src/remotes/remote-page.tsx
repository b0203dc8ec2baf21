import { Button, Result, Spin } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RETRY_PAGES_EVENT, type RemoteName } from 'shared-kit/contract';
import { ErrorBoundary } from '../app/error-boundary';
import { CrashMessage } from '../app/crash-message';
import { loadRemotePages } from './load-remote';
import { RemoteLoadError } from './remote-load-error';
import { pageNotAvailableMessage, REMOTE_AREAS, remoteUnavailableMessage } from './remote-areas';

// React.lazy keeps a rejected load forever, so each Retry of a remote starts a new generation of
// lazy components; successful ones are reused, so moving between pages of a remote does not flash.
const attempts = new Map<RemoteName, number>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: RemoteName, page: string): LazyExoticComponent<ComponentType> {
  const attempt = attempts.get(remote) ?? 0;
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

function retry(remote: RemoteName): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  // A remote's pages whose own code failed to load try again too (shared-kit/ui lazyPage).
  window.dispatchEvent(new Event(RETRY_PAGES_EVENT));
}

function isLoadFailure(error: Error): boolean {
  return error instanceof RemoteLoadError || error.name === 'ChunkLoadError';
}

function PageNotAvailable({ remote }: { remote: RemoteName }) {
  return <Result status="warning" title={pageNotAvailableMessage(remote)} />;
}

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      role="alert"
      title={remoteUnavailableMessage(remote)}
      subTitle="The rest of the console keeps working. Try again in a moment."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

export interface RemotePageProps {
  remote: RemoteName;
  /** Page key of the route table; the remote exposes a component under it. */
  page: string;
}

/**
 * One page of a remote, loaded on first use. While the remote cannot be loaded its pages show
 * {@link remoteUnavailableMessage} with a Retry button; a crash inside the page shows 'Something
 * went wrong.'. Either way only this page is affected.
 */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [, setGeneration] = useState(0);
  const Page = lazyPage(remote, page);
  return (
    <ErrorBoundary
      resetKey={Page}
      fallback={(error) =>
        isLoadFailure(error) ? (
          <RemoteUnavailable
            remote={remote}
            onRetry={() => {
              retry(remote);
              setGeneration((n) => n + 1);
            }}
          />
        ) : (
          <CrashMessage />
        )
      }
    >
      <Suspense fallback={<Spin size="large" aria-label={`Loading ${REMOTE_AREAS[remote]} screens`} style={{ display: 'block', margin: '64px auto' }} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
