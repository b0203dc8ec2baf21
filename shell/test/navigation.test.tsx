import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdLeave, showToast } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { noticeTop } from '../src/notices/notice-top';
import { REMEMBERED_PATH_KEY } from '../src/routing/remembered-path';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation, loadedRemotes } from './remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;
const main = () => screen.getByRole('main');

beforeEach(() => {
  resetBrowserState();
  fakeFederation();
  serveRegistry();
  mockApi({ 'GET /jobs': { data: [] } });
  document.title = '';
});

describe('unknown paths', () => {
  it("shows a signed-in user 'Page not found' with the path, inside the console, and a link back to their landing page", async () => {
    signInAs(['FINANCE']);
    renderAt('/invoicez/INV-1?tab=2');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/invoicez/INV-1?tab=2');
    expect(main()).toHaveTextContent('There is no page at /invoicez/INV-1.');
    // The console's frame stays: side menu and top bar.
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();

    fireEvent.click(within(main()).getByRole('link', { name: 'Back to Clients' }));
    expect(await screen.findByRole('heading', { name: 'mfe-billing clients' })).toBeInTheDocument();
    expect(location()).toBe('/clients');
  });

  it("links an org admin back to Internal User Management", async () => {
    signInAs(['ORG_ADMIN']);
    renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(within(main()).getByRole('link', { name: 'Back to Internal User Management' })).toHaveAttribute('href', '/internal-user-management');
  });

  it('sends a visitor who is not signed in to the sign-in page, remembering nothing', async () => {
    renderAt('/nowhere');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBeNull();
  });
});

describe('wrong-role paths', () => {
  it("lands on the user's own page and says 'You do not have access to that page' until the next navigation", async () => {
    signInAs(['FINANCE']);
    renderAt('/dashboard');
    await waitFor(() => expect(location()).toBe('/clients'));
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    expect(within(main()).getByRole('alert')).toHaveTextContent('You do not have access to that page');
    expect(loadedRemotes()).toEqual(['mfe-billing']);

    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    expect(screen.queryByText('You do not have access to that page')).not.toBeInTheDocument();
  });

  it('says nothing on a page the user may open', async () => {
    signInAs(['FINANCE']);
    renderAt('/');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    expect(screen.queryByText('You do not have access to that page')).not.toBeInTheDocument();
  });
});

describe('document title', () => {
  it("names the sign-in page's tab 'Sign In · Admin Console' before any sign-in", async () => {
    renderAt('/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(document.title).toBe('Sign In · Admin Console');
  });

  it('changes the title as the user moves between pages', async () => {
    signInAs(['FINANCE']);
    renderAt('/invoice/INV-1');
    await screen.findByRole('heading', { name: 'mfe-billing invoice-details' });
    expect(document.title).toBe('Invoice Details · Admin Console');
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { name: 'mfe-billing reports' });
    expect(document.title).toBe('Reports · Admin Console');
  });

  it("titles an unknown path 'Page not found · Admin Console'", async () => {
    signInAs(['CLIENT_SUCCESS']);
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found · Admin Console');
  });
});

describe('toasts', () => {
  it('show below the 64 px top bar and the 80 px title row, for 30 s', async () => {
    jest.useFakeTimers();
    try {
      signInAs(['FINANCE']);
      renderAt('/clients');
      await screen.findByRole('heading', { name: 'mfe-billing clients' });
      act(() => showToast('Payment Failed', 'error'));
      const toast = await screen.findByText('Payment Failed');
      const list = toast.closest('.ant-notification') as HTMLElement;
      expect(list).not.toBeNull();
      // antd 6 places the list by this custom property.
      expect(list.style.getPropertyValue('--notification-top')).toBe('144px');
      act(() => jest.advanceTimersByTime(29_000));
      expect(screen.getByText('Payment Failed')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_000));
      await waitFor(() => expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('start below the top bar as drawn when it wraps onto more lines on a narrow window, and back at 144 px without it', async () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // A phone-width window: the bar's controls take three lines.
      return new DOMRect(0, 0, 360, this.tagName === 'HEADER' ? 199.5 : 0);
    });
    try {
      signInAs(['FINANCE']);
      const { unmount } = renderAt('/clients');
      await screen.findByRole('heading', { name: 'mfe-billing clients' });
      act(() => showToast('Payment Failed', 'error'));
      const list = (await screen.findByText('Payment Failed')).closest('.ant-notification') as HTMLElement;
      // 200 px of bar (199.5 rounded up) and the 80 px title row.
      expect(list.style.getPropertyValue('--notification-top')).toBe('280px');
      unmount();
      expect(noticeTop()).toBe(144);
    } finally {
      rect.mockRestore();
    }
  });

  it('show at most three at once, the newest, each with a close button that closes it', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    act(() => ['One', 'Two', 'Three', 'Four', 'Five'].forEach((text) => showToast(`Failure ${text}`, 'error')));
    await screen.findByText('Failure Five');
    await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(3));
    expect([...document.querySelectorAll('.ant-notification-notice-title')].map((title) => title.textContent).sort()).toEqual(['Failure Five', 'Failure Four', 'Failure Three']);
    const notice = screen.getByText('Failure Four').closest('.ant-notification-notice') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Failure Four')).not.toBeInTheDocument());
    expect(screen.getByText('Failure Five')).toBeInTheDocument();
  });

  it('show the same message once, not stacked', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    act(() => {
      showToast('Status updated successfully', 'success');
      showToast('Status updated successfully', 'success');
    });
    await screen.findByText('Status updated successfully');
    expect(screen.getAllByText('Status updated successfully')).toHaveLength(1);
  });

  it('are cleared when the user leaves the page, except one shown with the change of page', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      signInAs(['FINANCE']);
      renderAt('/clients');
      await screen.findByRole('heading', { name: 'mfe-billing clients' });
      now.mockReturnValue(1_000_000);
      act(() => showToast('Unable to fetch', 'error'));
      await screen.findByText('Unable to fetch');
      now.mockReturnValue(1_005_000);
      act(() => showToast('Saved', 'success'));
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Invoices' }));
      await screen.findByRole('heading', { name: 'mfe-billing invoices' });
      await waitFor(() => expect(screen.queryByText('Unable to fetch')).not.toBeInTheDocument());
      expect(screen.getByText('Saved')).toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
  });
});

describe('leaving a page with unsaved input (docs/leaving.md)', () => {
  const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

  it('asks before a menu link, Back and Forward; Cancel stays, OK goes; nothing asks once released', async () => {
    signInAs(['FINANCE']);
    const { router } = renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Invoices' }));
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    let release = () => {};
    act(() => {
      release = holdLeave(UNSAVED);
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      // A menu link: asked, and Cancel keeps the page.
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Reports' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
      expect(location()).toBe('/invoices');
      // Back: asked, and Cancel keeps the page.
      await act(async () => void (await router.navigate(-1)));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
      expect(location()).toBe('/invoices');
      // Back again, OK this time: gone.
      confirm.mockReturnValue(true);
      await act(async () => void (await router.navigate(-1)));
      await waitFor(() => expect(location()).toBe('/clients'));
      expect(confirm).toHaveBeenCalledTimes(3);
      // Forward is asked too (the hold is still there in this test).
      confirm.mockReturnValue(false);
      await act(async () => void (await router.navigate(1)));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(4));
      expect(location()).toBe('/clients');
      act(() => release());
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Reports' }));
      await waitFor(() => expect(location()).toBe('/reports'));
      expect(confirm).toHaveBeenCalledTimes(4);
    } finally {
      confirm.mockRestore();
      release();
    }
  });

  it('asks with the pending-task text while a task is pending', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    let release = () => {};
    act(() => {
      release = holdLeave('There is one task pending, do you want to leave anyways?');
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Invoices' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith('There is one task pending, do you want to leave anyways?'));
      expect(location()).toBe('/clients');
    } finally {
      confirm.mockRestore();
      release();
    }
  });
});

describe('a narrow window', () => {
  const wideWindow = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wideWindow;
  });

  it("folds the side menu away behind the top bar's Menu button, and opening a page folds it again", async () => {
    // A window under 992 px: every max-width query of antd's breakpoints up to lg matches.
    window.matchMedia = ((query: string) => ({ ...wideWindow(query), matches: /max-width: 991\.98px/.test(query) })) as typeof window.matchMedia;
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    const banner = screen.getByRole('banner');
    const menu = within(banner).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', 'side-menu');
    const sideMenu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(document.getElementById('side-menu')).toContainElement(sideMenu);

    fireEvent.click(within(sideMenu).getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
    expect(location()).toBe('/invoices');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  });

  it('shows no Menu button on a wide window, where the side menu stays', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });
});
