import { startApiServer, type TestServer } from '../../test/support/api-server';
import { setNotifyApi } from '../runtime/notify';
import { EXCEL_ACCEPT_HEADER, blobText, EXCEL_MIME_TYPE, exportAndDownload, exportFile, fileNameFromDisposition } from './export-file';
import { publicGet, publicPost } from './public-call';
import { FILE_NAME_HEADER, uploadFile } from './upload';

let server: TestServer;
const seen: Record<string, unknown> = {};
const toasts = { notification: { open: jest.fn() }, message: { open: jest.fn() } };

beforeAll(async () => {
  server = await startApiServer((app) => {
    app.post('/upload', async (req) => {
      seen.fileName = req.headers[FILE_NAME_HEADER];
      seen.accept = req.headers.accept;
      seen.body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : req.body;
      return { rows: 3 };
    });
    app.post('/upload-rejected', async (_req, reply) => reply.code(400).send({ message: 'Sheet "Config" is missing', sheet: 'Config' }));
    app.post('/upload-broken', async (_req, reply) => reply.code(500).send(''));
    app.get('/export', async (req, reply) => {
      seen.exportAccept = req.headers.accept;
      return reply
        .header('content-type', EXCEL_MIME_TYPE)
        .header('content-disposition', 'attachment; filename="Clients 01/05/2024.xlsx"')
        .send(Buffer.from('PK-workbook'));
    });
    app.get('/export-missing', async (_req, reply) => reply.code(404).send({ statusCode: 404, message: 'Report not found' }));
    app.post('/public/verify', async (req) => ({ auth: req.headers.authorization ?? null, body: req.body }));
    app.get('/public/info', async (req) => ({ auth: req.headers.authorization ?? null, query: req.query }));
    app.get('/public/fail', async (_req, reply) => reply.code(400).send({ message: 'Invalid invitation' }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  setNotifyApi(toasts);
  toasts.notification.open.mockClear();
});
afterEach(() => setNotifyApi());

describe('file upload (spec 01 §7-8)', () => {
  it('POSTs the file with the file-name and Accept headers', async () => {
    const file = new File(['tenant_id,key\nT01,siteTitle'], 'settings.csv', { type: 'text/csv' });
    await expect(uploadFile('/upload', file)).resolves.toEqual({ rows: 3 });
    expect(seen).toMatchObject({ fileName: 'settings.csv', accept: 'application/json', body: 'tenant_id,key\nT01,siteTitle' });
  });
  it('rejects a non-200 answer with the parsed body', async () => {
    const error = await uploadFile('/upload-rejected', new Blob(['x']), { fileName: 'a.xlsx' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Sheet "Config" is missing', status: 400, data: { message: 'Sheet "Config" is missing', sheet: 'Config' } });
  });
  it("rejects with 'Something went wrong' when the body is empty", async () => {
    await expect(uploadFile('/upload-broken', new Blob(['x']), { fileName: 'a.xlsx' })).rejects.toThrow('Something went wrong');
  });
});

describe('export (spec 01 §7)', () => {
  it('requests a blob with the Excel accept header and names it safely from Content-Disposition', async () => {
    const { blob, fileName } = await exportFile('/export');
    expect(seen.exportAccept).toBe(EXCEL_ACCEPT_HEADER);
    expect(EXCEL_ACCEPT_HEADER).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blobText(blob)).toBe('PK-workbook');
    expect(fileName).toBe('Clients 01_05_2024.xlsx');
  });
  it('downloads through a link', async () => {
    const createObjectURL = jest.fn(() => 'blob:mock');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      seen.downloadName = this.download;
      seen.href = this.href;
    });
    await exportAndDownload('/export', { fileName: 'GMV_Report_01/05/2024.xlsx' });
    expect(click).toHaveBeenCalled();
    expect(seen).toMatchObject({ downloadName: 'GMV_Report_01_05_2024.xlsx', href: 'blob:mock' });
    click.mockRestore();
  });
  it('reads the error message out of a blob answer and toasts it', async () => {
    await expect(exportFile('/export-missing')).rejects.toThrow('Report not found');
    expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Report not found', placement: 'top' }));
  });
  it('parses Content-Disposition names', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.xlsx")).toBe('Rapport été.xlsx');
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });
});

describe('unauthenticated JSON calls (spec 01 §7)', () => {
  it('POST and GET without the Authorization header', async () => {
    await expect(publicPost('/public/verify', { invitationCode: 'ABC', user: 'u1' })).resolves.toEqual({
      auth: null,
      body: { invitationCode: 'ABC', user: 'u1' },
    });
    await expect(publicGet('/public/info', { tenantId: 'T01' })).resolves.toEqual({ auth: null, query: { tenantId: 'T01' } });
  });
  it('reports failures through the generic handler', async () => {
    await expect(publicGet('/public/fail')).rejects.toThrow('Invalid invitation');
    expect(toasts.notification.open).toHaveBeenCalledTimes(1);
    await expect(publicGet('/public/fail', undefined, { suppressToast: true })).rejects.toThrow('Invalid invitation');
    expect(toasts.notification.open).toHaveBeenCalledTimes(1);
  });
});
