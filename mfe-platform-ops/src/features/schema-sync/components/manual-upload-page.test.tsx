import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderUploadPage, spyToasts } from '../../../testing/schema-sync';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const STORED = { kind: 'master', fileName: 'add-columns.csv', uploadedBy: 'platform.admin@px.local', uploadedAt: '2026-11-23T02:00:00.000Z', queries: [{ row: 2, query: 'ALTER TABLE orders ADD COLUMN tracking_code varchar(64)' }] };
const NOTHING = { kind: 'master', fileName: null, uploadedBy: null, uploadedAt: null, queries: [] };

function api(upload: MockReply = { data: { message: 'Schema Uploaded successfully!', stored: STORED } }) {
  let stored: unknown = NOTHING;
  return mockApi({
    'GET /schema-sync/queries': () => ({ data: stored }),
    'POST /schema-sync/manual-upload': () => {
      if (!upload.status || upload.status < 400) stored = STORED;
      return upload;
    },
    'POST /schema-sync-slave/manual-upload': { data: { message: 'Schema Uploaded successfully!', stored: { ...STORED, kind: 'slave' } } },
  });
}

const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText('Query file (.xlsx, .xls, .csv)'), { target: { files } });
const uploads = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

afterEach(() => setNotifyApi());

describe('Upload Queries', () => {
  it("sends one .csv as the file part and shows 'Schema Uploaded successfully!' and the stored queries", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUploadPage();
    expect(screen.getByRole('heading', { name: 'Master Schema: Upload Queries' })).toBeInTheDocument();
    expect(await screen.findByText('No queries uploaded yet')).toBeInTheDocument();
    chooseFiles([new File(['query\nALTER TABLE orders ADD COLUMN tracking_code varchar(64)'], 'add-columns.csv')]);
    expect(screen.getByTestId('chosen-query-file')).toHaveTextContent('add-columns.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown).toEqual([['success', 'Schema Uploaded successfully!']]));
    const [upload] = uploads(requests);
    expect(upload?.url).toBe('/schema-sync/manual-upload');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('add-columns.csv');
    expect(await screen.findByText('ALTER TABLE orders ADD COLUMN tracking_code varchar(64)')).toBeInTheDocument();
    // 02:00 UTC on Nov 23 is 09:00 pm the day before in US Eastern, and the zone is named.
    expect(screen.getByTestId('stored-queries-source')).toHaveTextContent('add-columns.csv uploaded by platform.admin@px.local at Nov 22, 2026, 09:00 pm ET');
  });

  it("refuses no file ('Please choose a file'), several files or another kind, and sends nothing", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUploadPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    chooseFiles([new File(['x'], 'a.csv'), new File(['y'], 'b.csv')]);
    chooseFiles([new File(['x'], 'queries.sql')]);
    expect(shown).toEqual([
      ['error', 'Please choose a file'],
      ['error', 'Choose one .xlsx, .xls or .csv file'],
      ['error', 'Choose one .xlsx, .xls or .csv file'],
    ]);
    expect(screen.getByTestId('chosen-query-file')).toHaveTextContent('No file chosen');
    expect(screen.getByLabelText('Query file (.xlsx, .xls, .csv)')).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    expect(uploads(requests)).toEqual([]);
  });

  it("shows the server's message naming the row, keeps the file; an empty failure says 'Something went wrong'", async () => {
    const shown = spyToasts();
    api({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Row 3: only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted' } });
    renderUploadPage();
    chooseFiles([new File(['q'], 'bad.xlsx')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Row 3: only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted']]));
    expect(screen.getByTestId('chosen-query-file')).toHaveTextContent('bad.xlsx');
    api({ status: 502, data: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown.at(-1)).toEqual(['error', 'Something went wrong']));
  });

  it('sends one upload for a double click on Upload, and a retry of a failed upload carries the same Idempotency-Key', async () => {
    const shown = spyToasts();
    let answer: (reply: MockReply) => void = () => undefined;
    const requests = mockApi({
      'GET /schema-sync/queries': { data: NOTHING },
      'POST /schema-sync/manual-upload': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    renderUploadPage();
    chooseFiles([new File(['query\nALTER TABLE orders ADD COLUMN tracking_code varchar(64)'], 'add-columns.csv')]);
    const button = screen.getByRole('button', { name: 'Upload' });
    // Two clicks in one task, as a fast double click arrives before React draws anything.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(uploads(requests)).toHaveLength(1));
    answer({ status: 500, data: {} });
    await waitFor(() => expect(shown).toEqual([['error', 'Something went wrong']]));
    expect(uploads(requests)).toHaveLength(1);
    await userEvent.click(button);
    await waitFor(() => expect(uploads(requests)).toHaveLength(2));
    const [first, retry] = uploads(requests);
    expect(first?.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('sends the slave upload to schema-sync-slave', async () => {
    const requests = api();
    renderUploadPage('slave');
    chooseFiles([new File(['q'], 'slave.xls')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads(requests).map((request) => request.url)).toEqual(['/schema-sync-slave/manual-upload']));
  });

  it('says in the Uploaded queries card that they could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /schema-sync/queries': () => (failures-- > 0 ? { status: 500, data: { message: 'Query store unavailable' } } : { data: STORED }),
    });
    renderUploadPage();
    const card = screen.getByTestId('stored-queries');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the uploaded queries');
    expect(alert).toHaveTextContent('Query store unavailable');
    expect(within(card).queryByText('No queries uploaded yet')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('ALTER TABLE orders ADD COLUMN tracking_code varchar(64)')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/schema-sync/queries')).toHaveLength(2);
  });
});

describe('Upload Queries — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a chosen file not uploaded; Cancel keeps it, OK leaves', () => {
    api();
    renderUploadPage();
    chooseFiles([new File(['q'], 'add-columns.csv')]);
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByTestId('chosen-query-file')).toHaveTextContent('add-columns.csv');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the file is uploaded, and still asks after a refused upload', async () => {
    const shown = spyToasts();
    api();
    renderUploadPage();
    chooseFiles([new File(['q'], 'add-columns.csv')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown).toEqual([['success', 'Schema Uploaded successfully!']]));
    expect(leaveMessage()).toBeUndefined();
    api({ status: 400, data: { message: 'Row 2: not accepted' } });
    chooseFiles([new File(['q'], 'bad.csv')]);
    expect(screen.getByTestId('chosen-query-file')).toHaveTextContent('bad.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown.at(-1)).toEqual(['error', 'Row 2: not accepted']));
    expect(leaveMessage()).toBe(UNSAVED);
  });
});
