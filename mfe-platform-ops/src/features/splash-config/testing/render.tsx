import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { SplashConfigPage } from '../components/splash-config-page';

/** Renders the page at /splash-config with its own query client. */
export function renderSplashPage() {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/splash-config']}>
        <Routes>
          <Route path="/splash-config" element={<SplashConfigPage />} />
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
  const dropdown = listbox.parentElement ?? document.body;
  fireEvent.click(await within(dropdown).findByTitle(option));
}
