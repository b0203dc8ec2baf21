import { registerRemotes } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { federationName, type SearchResult } from 'shared-kit/contract';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { isPaletteShortcut, shortcutHint } from '../src/palette/palette-store';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation, loadedRemotes } from './remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;

const INVOICE: SearchResult = { kind: 'invoice', id: 'INV-202401-T01', label: 'INV-202401-T01', detail: 'Acme Phones · PAYMENT FAILED' };
const CLIENT: SearchResult = { kind: 'client', id: 'T01', label: 'Acme Phones', detail: 'T01 · Active' };

let seen: RecordedRequest[];
const searches = (url: string) => seen.filter((request) => request.url === url);

function mockSearches(billing: MockReply = { data: [INVOICE] }, others: Record<string, MockReply> = {}) {
  seen = mockApi({ 'GET /jobs': { data: [] }, 'GET /billing/search': billing, ...others });
}

beforeEach(() => {
  resetBrowserState();
  fakeFederation();
  serveRegistry();
  mockSearches();
});

/** Opens the console at `path` as a user of `groups`, then the palette with Ctrl+K. */
async function openPalette(groups: string[], path: string, heading: string) {
  signInAs(groups);
  renderAt(path);
  await screen.findByRole('heading', { name: heading });
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  return { dialog, input: within(dialog).getByRole('combobox', { name: 'Jump to a page or find a record' }) };
}

const options = (dialog: HTMLElement) => within(within(dialog).getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
const optionTexts = (dialog: HTMLElement) => options(dialog).map((option) => Array.from(option.children).map((part) => part.textContent));
const selected = (dialog: HTMLElement) => options(dialog).find((option) => option.getAttribute('aria-selected') === 'true');

describe('command palette', () => {
  it('opens with Ctrl+K with the focus in its search box, listing only the pages of the roles held', async () => {
    const { dialog, input } = await openPalette(['FINANCE'], '/clients', 'mfe-billing clients');
    expect(input).toHaveFocus();
    expect(optionTexts(dialog)).toEqual([
      ['Page', 'Clients'],
      ['Page', 'Invoices'],
      ['Page', 'Reports'],
      ['Page', 'Activity'],
    ]);
    // Entries come from the route table: no remote is loaded for them, and nothing is searched yet.
    expect(loadedRemotes()).toEqual(['mfe-billing']);
    expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes.map((remote) => remote.name))).toEqual([[federationName('mfe-billing')]]);
    expect(seen.filter((request) => request.url.endsWith('/search'))).toEqual([]);
  });

  it('takes ⌘+K as well as Ctrl+K, and hints the shortcut as the platform writes it', () => {
    expect(isPaletteShortcut({ key: 'k', metaKey: true, ctrlKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'K', metaKey: false, ctrlKey: true, altKey: false, shiftKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'k', metaKey: false, ctrlKey: false, altKey: false, shiftKey: false })).toBe(false);
    expect(isPaletteShortcut({ key: 'k', metaKey: false, ctrlKey: true, altKey: false, shiftKey: true })).toBe(false);
    expect(shortcutHint('MacIntel')).toBe('⌘K');
    expect(shortcutHint('Win32')).toBe('Ctrl K');
  });

  it('filters the pages as the user types and opens one with Enter', async () => {
    const { dialog, input } = await openPalette(['FINANCE'], '/clients', 'mfe-billing clients');
    mockSearches({ data: [] });
    fireEvent.change(input, { target: { value: 'REP' } });
    expect(optionTexts(dialog)).toEqual([['Page', 'Reports']]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'mfe-billing reports' })).toBeInTheDocument();
    expect(location()).toBe('/reports');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('opens an invoice by number: one billing search after typing pauses, the kind shown, ArrowDown and Enter', async () => {
    const { dialog, input } = await openPalette(['FINANCE'], '/clients', 'mfe-billing clients');
    mockSearches({ data: [INVOICE, CLIENT] });
    for (const text of ['I', 'IN', 'INV', 'INV-2024']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(optionTexts(dialog)).toEqual([
      ['Invoice', 'INV-202401-T01', 'Acme Phones · PAYMENT FAILED'],
      ['Client', 'Acme Phones', 'T01 · Active'],
    ]));
    // Typing quickly asks once, for the text as it stood when the typing paused.
    expect(searches('/billing/search').map((request) => request.params)).toEqual([{ q: 'INV-2024' }]);
    expect(selected(dialog)).toHaveTextContent('INV-202401-T01');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected(dialog)).toHaveTextContent('Acme Phones');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected(dialog)).toHaveTextContent('INV-202401-T01');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected(dialog)).toHaveTextContent('Acme Phones');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', selected(dialog)?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoice-details' })).toBeInTheDocument();
    expect(location()).toBe('/invoices/INV-202401-T01');
  });

  it('asks the area search only once typing has paused for 200 ms', async () => {
    const { input } = await openPalette(['FINANCE'], '/clients', 'mfe-billing clients');
    jest.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'INV-2024' } });
      for (let ms = 0; ms < 199; ms += 1) await act(async () => void jest.advanceTimersByTime(1));
      expect(searches('/billing/search')).toEqual([]);
      await act(async () => void jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(searches('/billing/search').map((request) => request.params)).toEqual([{ q: 'INV-2024' }]));
  });

  it("says 'Billing search is unavailable' when the search fails, and keeps the page results", async () => {
    const { dialog, input } = await openPalette(['FINANCE'], '/clients', 'mfe-billing clients');
    mockSearches({ status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } });
    fireEvent.change(input, { target: { value: 'inv' } });
    expect(await within(dialog).findByText('Billing search is unavailable')).toBeInTheDocument();
    expect(optionTexts(dialog)).toEqual([['Page', 'Invoices']]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
  });

  it('asks only the searches of the roles the user holds', async () => {
    const { dialog, input } = await openPalette(['CLIENT_SUCCESS'], '/client-form', 'mfe-client-success client-forms');
    const form: SearchResult = { kind: 'client-form', id: 'SUB-01002', label: 'Barney Phones', detail: 'SUB-01002 · REJECTED' };
    mockSearches({ data: [INVOICE] }, { 'GET /client-success/search': { data: [form] } });
    fireEvent.change(input, { target: { value: 'barn' } });
    await waitFor(() => expect(optionTexts(dialog)).toEqual([['Client form', 'Barney Phones', 'SUB-01002 · REJECTED']]));
    expect(seen.filter((request) => request.url.endsWith('/search') || request.url.endsWith('/lookup')).map((request) => request.url)).toEqual(['/client-success/search']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'mfe-client-success client-form' })).toBeInTheDocument();
    expect(location()).toBe('/client-form/SUB-01002');
  });

  it("opens from the top bar's Search button, which shows the shortcut", async () => {
    signInAs(['ORG_ADMIN']);
    renderAt('/internal-user-management');
    await screen.findByRole('heading', { name: 'mfe-org-admin internal-user-management' });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Search Ctrl K' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(optionTexts(dialog)).toEqual([
      ['Page', 'Internal User Management'],
      ['Page', 'Activity'],
    ]);
  });

  it('closes with Escape and gives the focus back where it was', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    const link = screen.getByRole('link', { name: 'Invoices' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Jump to a page or find a record' });
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(location()).toBe('/clients');
  });

  it('is not there before sign-in', async () => {
    renderAt('/');
    await screen.findByRole('button', { name: 'Sign In' });
    act(() => {
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });
});
