import { renderPageAt } from '../../../shared/testing/page-helpers';
import { TenantConfigPage } from '../components/tenant-config-page';

export { spyToasts } from '../../../shared/testing/page-helpers';

/** Renders the page at /config-tenant with its own query client. */
export const renderTenantConfigPage = () => renderPageAt('/config-tenant', <TenantConfigPage />);

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
