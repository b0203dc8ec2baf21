import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';

/**
 * Renders `page` at `path` with its own query client, as the shell mounts it, with /dashboard and a
 * link to it beside (for the screens that send the user there or guard leaving).
 */
export function renderPageAt(path: string, page: ReactElement) {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/dashboard">Go to dashboard</Link>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
}

/**
 * Clicks the 'Go to dashboard' link of {@link renderPageAt} with the browser's confirm answering
 * `ok` (true: OK, false: Cancel); returns the questions asked, in order.
 */
export function leaveForDashboard(ok: boolean): string[] {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(ok);
  try {
    fireEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    return confirm.mock.calls.map(([question]) => String(question));
  } finally {
    confirm.mockRestore();
  }
}

/** Whether the page has been left for the dashboard of {@link renderPageAt}. */
export const onDashboard = (): boolean => screen.queryByRole('heading', { name: 'Dashboard' }) !== null;

/** Records the toasts shown: `[severity, text]` pairs. */
export function spyToasts(): Array<[string, string]> {
  const shown: Array<[string, string]> = [];
  const api: NotifyApi = { notification: { open: (args) => shown.push([args.type, args.title]) }, message: { open: (args) => shown.push([args.type, args.content]) } };
  setNotifyApi(api);
  return shown;
}

/** Opens an antd Select by its label and picks the option with this text. */
export async function chooseOption(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  // This select's own list (a page may hold the closed lists of other selects too).
  const listId = combobox.getAttribute('aria-controls') ?? combobox.getAttribute('aria-owns');
  const listbox = await waitFor(() => {
    const list = listId ? document.getElementById(listId) : null;
    if (!list) throw new Error(`The list of '${label}' is not open`);
    return list;
  });
  fireEvent.click(await within(listbox.parentElement ?? document.body).findByTitle(option));
}

/** The texts of the options an open dropdown offers. */
export function offeredOptions(): string[] {
  return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.textContent ?? '');
}
