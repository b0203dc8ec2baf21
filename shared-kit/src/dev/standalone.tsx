/**
 * Standalone harness of a remote (`npm run dev -w mfe-billing`): loads the runtime config, offers a
 * dev sign-in, then mounts the remote's pages on their route-table paths without the shell.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { Alert, Button, Card, ConfigProvider, Input, Layout, Space, Typography, App as AntApp } from 'antd';
import Form from 'antd/es/form';
// The package's public entry, not relative paths: a remote bundles this dev entry itself, and it
// must talk to the same shared singleton (session store, API client) as the remote's pages.
import {
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  decodeJwtPayload,
  roleMapFromGroups,
  type RemoteName,
} from 'shared-kit/contract';
import { getRuntimeConfig, setTokenProvider, useSessionStore } from 'shared-kit/runtime';
import { NotifyBridge } from 'shared-kit/ui';
import { devSignIn, devSignOut, storedDevToken } from './dev-sign-in';

/** Props of {@link StandaloneRemote}. */
export interface StandaloneRemoteProps {
  remote: RemoteName;
  /** The remote's exposed pages, keyed by route-table page key. */
  pages: Partial<Record<string, ComponentType>>;
  /** Demo user suggested on the dev sign-in form. */
  demoUser?: string;
}

setTokenProvider(async () => storedDevToken());

function publishSession(token: string | undefined): void {
  if (!token) {
    useSessionStore.getState().setUser(null);
    return;
  }
  const claims = decodeJwtPayload(token);
  const groups = claims['cognito:groups'] ?? [];
  useSessionStore.getState().setUser({
    username: claims['cognito:username'] ?? claims.email ?? '',
    email: claims.email ?? '',
    groups,
    roles: roleMapFromGroups(groups),
    isSignedIn: true,
    authorities: [],
  });
}

function useDevSession(): [string | undefined, (token: string | undefined) => void] {
  const [token, setToken] = useState<string | undefined>(() => {
    const stored = storedDevToken();
    publishSession(stored);
    return stored;
  });
  return [
    token,
    (next) => {
      publishSession(next);
      setToken(next);
    },
  ];
}

function DevSignIn({ onSignedIn, demoUser }: { onSignedIn: (token: string) => void; demoUser?: string }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ email, password }: { email: string; password: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await devSignIn(getRuntimeConfig().auth, email, password));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Dev sign-in (standalone remote)" style={{ maxWidth: 420, margin: '64px auto' }}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit} initialValues={{ email: demoUser ?? '' }}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Username cannot be empty' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password cannot be empty' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          Sign In
        </Button>
      </Form>
    </Card>
  );
}

/**
 * Mounts a remote's pages standalone. Protected pages need the dev sign-in; public pages don't.
 *
 * @example createRoot(el).render(<StandaloneRemote remote="mfe-billing" pages={pages} />)
 */
export function StandaloneRemote({ remote, pages, demoUser }: StandaloneRemoteProps) {
  const [token, setToken] = useDevSession();
  const own = PROTECTED_ROUTES.filter((r) => r.remote === remote && pages[r.page]);
  const publicOwn = PUBLIC_ROUTES.filter((r) => r.owner === remote && pages[r.page]);
  const first = own.find((r) => !r.path.includes(':'));
  return (
    <ConfigProvider>
      <AntApp>
        <NotifyBridge />
        <BrowserRouter>
          {/* A remote's pages may load their code on first use (shared-kit/ui lazyPage). */}
          <Suspense fallback={null}>
            <Routes>
              {publicOwn.map((route) => {
                const Page = pages[route.page]!;
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
              <Route
                path="*"
                element={
                  token ? (
                    <Layout style={{ minHeight: '100vh' }}>
                      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
                        <Typography.Text style={{ color: '#fff' }}>{remote} (standalone)</Typography.Text>
                        <Space>
                          {own.filter((r) => !r.path.includes(':')).map((r) => (
                            <Link key={r.path} to={r.path} style={{ color: '#fff' }}>
                              {r.path}
                            </Link>
                          ))}
                        </Space>
                        <Button size="small" onClick={() => { devSignOut(); setToken(undefined); }}>
                          Logout
                        </Button>
                      </Layout.Header>
                      <Layout.Content style={{ padding: 24 }}>
                        <Routes>
                          {own.map((route) => {
                            const Page = pages[route.page]!;
                            return <Route key={route.path} path={route.path} element={<Page />} />;
                          })}
                          <Route path="*" element={<Navigate to={first?.path ?? '/'} replace />} />
                        </Routes>
                      </Layout.Content>
                    </Layout>
                  ) : (
                    <DevSignIn onSignedIn={setToken} demoUser={demoUser} />
                  )
                }
              />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
