/**
 * Downloads in unit tests: jsdom has neither object URLs nor navigation, so a page's file download
 * (an object URL opened by a link click or window.open) is captured instead.
 */
/** A file the page handed to the browser to save. */
export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * Captures files the page downloads through object URLs and link clicks (jsdom has neither object
 * URLs nor navigation). Returns the list the captured files are appended to.
 */
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
  jest.spyOn(window, 'open').mockImplementation((url) => {
    const blob = blobs.get(String(url));
    if (blob) saved.push({ fileName: '', blob });
    return null;
  });
  return saved;
}

/** The bytes of a blob (jsdom's Blob lacks arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}
