// The streamed .xlsx of a search's export: a reader that goes away stops the reading of windows
// (an abandoned export of 1,000,000 invoices must not keep the database busy until its end).
import { streamSheet } from '../../src/billing/grid-query/stream-sheet.js';

/** Windows of 1,000 rows of 300 characters each, counting how many were asked for and whether they were closed. */
function countedWindows(total: number) {
  const seen = { asked: 0, closed: false };
  async function* windows() {
    try {
      for (let window = 0; window < total; window += 1) {
        seen.asked += 1;
        yield Array.from({ length: 1000 }, (_, row) => [`window ${window} row ${row} `.padEnd(300, 'x'), row]);
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, windows: windows() };
}

describe('streamSheet', () => {
  it('asks for no more windows, and closes them, once the reader destroys the stream', async () => {
    const { seen, windows } = countedWindows(200);
    const out = streamSheet('Sheet', [{ header: 'Text', key: 'text' }, { header: 'N', key: 'n' }], windows);
    await new Promise<void>((resolve) => out.once('data', () => resolve()));
    out.destroy();
    const askedWhenDestroyed = seen.asked;
    // Long enough for many more windows to be read if the writer went on (each takes a few ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.closed).toBe(true);
    expect(seen.asked).toBeLessThanOrEqual(askedWhenDestroyed + 1);
    expect(seen.asked).toBeLessThan(200);
  });

  it('reads every window when the reader reads to the end', async () => {
    const { seen, windows } = countedWindows(3);
    const out = streamSheet('Sheet', [{ header: 'Text', key: 'text' }, { header: 'N', key: 'n' }], windows);
    let bytes = 0;
    for await (const chunk of out) bytes += (chunk as Buffer).length;
    expect(bytes).toBeGreaterThan(0);
    expect(seen.asked).toBe(3);
    expect(seen.closed).toBe(true);
  });
});
