import { mockApi } from 'shared-kit/testing';
import { ENDPOINTS } from '../../contract/all-endpoints';
import { setTokenProvider } from './token';
import { requestEndpoint } from './endpoint-request';
import { ApiError, SOMETHING_WENT_WRONG_MESSAGE } from './errors';

const REGISTER = 'POST /client-success/prospective-tenants';
const UPDATE = 'PUT /client-success/prospective-tenants/S-1';
const PREVIEW = 'POST /settings-excel/preview';

beforeAll(() => setTokenProvider(async () => 'token-1'));

const failureOf = (call: Promise<unknown>) => call.then(
  () => undefined,
  (error: unknown) => error,
);

describe('uploads through the endpoint table (docs/data-layer.md "Uploads")', () => {
  it('sends a multipart endpoint\'s body with a file as multipart: the file as a file part under its name, the other fields as text', async () => {
    const seen = mockApi({ [REGISTER]: { data: { message: 'Registered SuccessFully', submissionId: 'S-9' } } });
    const logo = new File(['GIF89a'], 'acme logo.gif', { type: 'image/gif' });
    const answer = await requestEndpoint(ENDPOINTS.createProspectiveTenant, { body: { tenantId: '', dba: 'Acme Devices', logo, favicon: '' } });
    expect(answer).toEqual({ message: 'Registered SuccessFully', submissionId: 'S-9' });
    const body = seen[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['tenantId', 'dba', 'logo', 'favicon']);
    expect(form.get('dba')).toBe('Acme Devices');
    expect(form.get('favicon')).toBe('');
    const part = form.get('logo') as File;
    expect(part).toBeInstanceOf(File);
    expect(part.name).toBe('acme logo.gif');
    expect([part.size, part.type]).toEqual([logo.size, 'image/gif']);
    // The public registration carries no token.
    expect(seen[0]?.authorized).toBe(false);
  });

  it('writes booleans and numbers as text and leaves out fields without a value', async () => {
    const seen = mockApi({ [PREVIEW]: { data: { sheet: [], diff: [] } } });
    const file = new File(['PK'], 'settings.xlsx');
    const body = { file, dryRun: true, rows: 3, note: undefined } as unknown as { file: string };
    await requestEndpoint(ENDPOINTS.previewTenantSettings, { headers: { tenant_id: 'T01' }, body });
    const form = seen[0]?.body as FormData;
    expect([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name])).toEqual([
      ['file', 'settings.xlsx'],
      ['dryRun', 'true'],
      ['rows', '3'],
    ]);
    expect(seen[0]?.headers).toMatchObject({ tenant_id: 'T01' });
    expect(seen[0]?.authorized).toBe(true);
  });

  it('sends every field as multipart when a file field holds the stored image name, and a status change on the same path as JSON', async () => {
    const seen = mockApi({ [UPDATE]: { data: { message: 'Updated SuccessFully' } } });
    await requestEndpoint(ENDPOINTS.updateProspectiveTenant, { params: { submissionId: 'S-1' }, body: { tenantId: 'T01', dba: 'Acme', logo: 'logo-1.png' } });
    await requestEndpoint(ENDPOINTS.updateProspectiveTenant, { params: { submissionId: 'S-1' }, body: { status: 'REJECTED', sendEmailNotification: true, note: 'Missing tax documents' } });
    expect(seen[0]?.body).toBeInstanceOf(FormData);
    expect((seen[0]?.body as FormData).get('logo')).toBe('logo-1.png');
    expect(seen[1]?.body).toEqual({ status: 'REJECTED', sendEmailNotification: true, note: 'Missing tax documents' });
  });

  it('sends a body whose file field has no file chosen as multipart too, without that field', async () => {
    const seen = mockApi({ [REGISTER]: { data: { message: 'Registered SuccessFully', submissionId: 'S-9' } } });
    await requestEndpoint(ENDPOINTS.createProspectiveTenant, { body: { tenantId: '', dba: 'Acme', logo: undefined } });
    expect(seen[0]?.body).toBeInstanceOf(FormData);
    expect([...(seen[0]?.body as FormData).keys()]).toEqual(['tenantId', 'dba']);
  });

  it('sends a FormData given as the body as it is', async () => {
    const seen = mockApi({ [PREVIEW]: { data: { sheet: [], diff: [] } } });
    const form = new FormData();
    form.append('file', new File(['PK'], 'settings.xlsx'), 'settings.xlsx');
    await requestEndpoint(ENDPOINTS.previewTenantSettings, { body: form as unknown as { file: string } });
    expect(seen[0]?.body).toBe(form);
  });

  it("rejects a refused upload with the server's message and body, one with an empty body with 'Something went wrong'", async () => {
    const file = new File(['PK'], 'settings.xlsx');
    mockApi({ [PREVIEW]: { status: 400, data: { message: 'Sheet "Config" is missing', sheet: 'Config' } } });
    expect(await failureOf(requestEndpoint(ENDPOINTS.previewTenantSettings, { body: { file } }))).toMatchObject({
      message: 'Sheet "Config" is missing',
      status: 400,
      data: { message: 'Sheet "Config" is missing', sheet: 'Config' },
    });
    mockApi({ [PREVIEW]: { status: 500, data: '' } });
    const broken = await failureOf(requestEndpoint(ENDPOINTS.previewTenantSettings, { body: { file } }));
    expect(broken).toBeInstanceOf(ApiError);
    expect(SOMETHING_WENT_WRONG_MESSAGE).toBe('Something went wrong');
    expect(broken).toMatchObject({ message: 'Something went wrong', status: 500 });
  });
});
