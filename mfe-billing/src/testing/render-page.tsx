import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PROTECTED_ROUTES, type RemotePages, type RemotePagesModule } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { NotifyBridge } from 'shared-kit/ui';
import { ClientDetailsRoute } from '../app/routes/client-details-route';
import { BillingPeriodOrdersPage } from '../features/billing-period-orders/components/billing-period-orders-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { InvoiceDetailsPage } from '../features/invoices/components/invoice-details-page';
import { InvoicesPage } from '../features/invoices/components/invoices-page';
import { ReportsPage } from '../features/reports/components/reports-page';

/**
 * The pages of ../app/pages without their lazy loading (the shell's Suspense boundary and
 * lazyPage are tested in shared-kit and the shell): a navigation in a test shows the next page at
 * once instead of after a transition.
 */
const pages: RemotePages<'mfe-billing'> = {
  clients: ClientsPage,
  'client-details': ClientDetailsRoute,
  invoices: InvoicesPage,
  'invoice-details': InvoiceDetailsPage,
  'billing-period-orders': BillingPeriodOrdersPage,
  reports: ReportsPage,
};

let navigate: NavigateFunction | undefined;

function LocationProbe() {
  const location = useLocation();
  navigate = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the remote's pages on their route-table paths (as the shell mounts them) at `url`, plus a
 * home route, with the current location shown in the `location` test id. Each render has a
 * QueryClient of its own, as a fresh page would.
 */
export function renderPage(url: string, history: string[] = []) {
  const routes = PROTECTED_ROUTES.filter((route) => route.remote === 'mfe-billing');
  const byKey: RemotePagesModule['pages'] = pages;
  return render(
    <QueryLayer client={createConsoleQueryClient()}>
      <App>
        <NotifyBridge />
        <MemoryRouter initialEntries={[...history, url]}>
          <LocationProbe />
          <Routes>
            {routes.map((route) => {
              const Page = byKey[route.page];
              return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
            })}
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryLayer>,
  );
}

/** Goes to `url` inside the rendered page, as a link or the browser's address bar would. */
export function navigateTo(url: string): void {
  act(() => void navigate?.(url));
}

/** The location the router is at (path and query). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The toast (an alert at the top centre) showing `text`. */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.getAllByRole('alert').find((alert) => alert.closest('.ant-notification') && alert.textContent?.includes(text));
    if (!toast) throw new Error(`No toast with '${text}'`);
    return toast;
  });
}

/** Type of a toast: success, info, warning or error. */
export function toastType(toast: HTMLElement): string | undefined {
  const notice = toast.closest('.ant-notification-notice') ?? toast;
  return ['success', 'info', 'warning', 'error'].find((type) => notice.className.includes(`ant-notification-notice-${type}`));
}
