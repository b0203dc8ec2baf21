import { render } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { renderPageAt } from './page-helpers';
import { PxnrSyncPage } from '../features/resellers/components/pxnr-sync-page';
import { ResellerInvitationPage } from '../features/resellers/components/reseller-invitation-page';
import { ResellerOnboardingPage } from '../features/resellers/components/reseller-onboarding-page';

export { spyToasts } from './page-helpers';

/** Renders Reseller Onboarding at /reseller-onboarding with its own query client. */
export const renderOnboardingPage = () => renderPageAt('/reseller-onboarding', <ResellerOnboardingPage />);

/** Renders Pxnr Sync at /pxnr-sync with its own query client. */
export const renderPxnrSyncPage = () => renderPageAt('/pxnr-sync', <PxnrSyncPage />);

/**
 * Renders the public invitation page at `url` (e.g. `/register?invitationCode=…&user=…`), with its
 * own query client and no session; `goTo` receives the address the page leaves for. A link to
 * /dashboard beside it stands for any in-app navigation away.
 */
export function renderInvitationPage(url: string, goTo: (target: string) => void) {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Link to="/dashboard">Go to dashboard</Link>
        <Routes>
          <Route path="/register" element={<ResellerInvitationPage goTo={goTo} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
}
