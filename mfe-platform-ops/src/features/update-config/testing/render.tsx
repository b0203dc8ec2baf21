import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { UpdateConfigPage } from '../components/update-config-page';

/** Renders the page at /update-config with a link to /dashboard beside it. */
export function renderUpdateConfigPage() {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/update-config']}>
        <Link to="/dashboard">Go to dashboard</Link>
        <Routes>
          <Route path="/update-config" element={<UpdateConfigPage />} />
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
