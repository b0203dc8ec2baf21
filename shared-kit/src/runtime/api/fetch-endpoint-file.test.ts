import { ENDPOINTS } from '../../contract/endpoints/table';
import type { Endpoint } from '../../contract/endpoints/define-endpoint';
import { ENDPOINTS as ALL_ENDPOINTS } from '../../contract/all-endpoints';
import { mockApi } from 'shared-kit/testing';
import { fetchEndpointFile } from './endpoint-request';

describe('file requests carry the input headers (tenant-settings calls pass a tenant_id header)', () => {
  it('sends the tenant_id header of a tenant-settings file beside the Accept header', async () => {
    const seen = mockApi({ 'GET /settings-excel/tenant-settings': { data: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="a.xlsx"' } } });
    const file = await fetchEndpointFile(ALL_ENDPOINTS.tenantSettingsExcel, { headers: { tenant_id: 'T01' } }, { suppressToast: true });
    expect(file.fileName).toBe('a.xlsx');
    expect(seen[0]?.headers).toMatchObject({ tenant_id: 'T01', Accept: expect.stringContaining('spreadsheetml') });
  });

  it("sends the input's headers of a fetchEndpointFile call", async () => {
    const endpoint = ENDPOINTS.prospectiveTenantImage as Endpoint;
    const seen = mockApi({ 'GET /client-success/prospective-tenants/S-1/images/logo': { data: new Blob(['x']) } });
    await (fetchEndpointFile as (e: Endpoint, i: unknown, o: unknown) => Promise<unknown>)(
      endpoint,
      { params: { submissionId: 'S-1', field: 'logo' }, headers: { tenant_id: 'T02' } },
      { suppressToast: true },
    );
    expect(seen[0]?.headers).toMatchObject({ tenant_id: 'T02' });
  });
});
