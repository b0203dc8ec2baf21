import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { CacheManagementPage } from '../components/cache-management-page';

/** Renders the page at /cache-management, with /dashboard and a link to it beside. */
export function renderCachePage() {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/cache-management']}>
        <Link to="/dashboard">Go to dashboard</Link>
        <Routes>
          <Route path="/cache-management" element={<CacheManagementPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
}

/** Records the toasts shown: `[severity, text]` pairs. */
export function spyToasts(): Array<[string, string]> {
  const shown: Array<[string, string]> = [];
  const api: NotifyApi = { notification: { open: (args) => shown.push([args.type, args.title]) }, message: { open: (args) => shown.push([args.type, args.content]) } };
  setNotifyApi(api);
  return shown;
}

/** Opens an antd Select by its label and picks the option with this text. */
export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(await within(listbox.parentElement ?? document.body).findByTitle(option));
}

/** The texts of the options an open dropdown offers. */
export function offeredOptions(): string[] {
  return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((option) => option.textContent ?? '');
}
