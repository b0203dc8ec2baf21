import { Button, Result } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, PageSpinner } from '../routing/app-routes';
import { Providers } from './providers';

/** The console once the app start finished. */
export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}

/** Shown while the app starts (config, current user, authorities). */
export function Starting() {
  return (
    <Providers>
      <PageSpinner />
    </Providers>
  );
}

/** Shown when the runtime configuration cannot be loaded: nothing works without it. */
export function ConfigUnavailable() {
  return (
    <Providers>
      <Result
        status="error"
        title="The console configuration could not be loaded."
        subTitle="Try again after some time."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </Providers>
  );
}
