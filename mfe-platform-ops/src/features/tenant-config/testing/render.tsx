import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';
import { TenantConfigPage } from '../components/tenant-config-page';

/** Renders the page with its own query client. */
export function renderTenantConfigPage() {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/config-tenant']}>
        <TenantConfigPage />
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

/** A file the page handed to the browser to save. */
export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/** Captures files the page downloads through object URLs and link clicks (jsdom has neither). */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}
