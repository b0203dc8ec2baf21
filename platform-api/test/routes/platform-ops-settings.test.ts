// The tenant-settings, update-config, cache and splash endpoints (PLATFORM_ADMIN;
// docs/platform-ops.md#tenant-settings): the settings spreadsheets (download, template, preview
// with its diff, submit in one transaction), Update Config reading through the cache, Cache
// Management's evict and reload with an observable effect, and the splash pages. Every refusal is
// checked to leave the data as it was.
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { ROLES } from '../../src/auth/roles.js';
import { ENDPOINTS, defaultTenantSettings, type Endpoint, type SettingsPreview } from '../../src/contract.js';
import { settingFromCell } from '../../src/tenant-settings/settings-sheet.js';
import { readStoredTenantSettings } from '../../src/tenant-settings/tenant-settings-repository.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

let t: TestApp;
let tenantId: string;
let otherTenantId: string;

beforeAll(async () => {
  t = await createSeededApp();
  const { rows } = await t.database.db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id limit 2');
  tenantId = rows[0]!.tenant_id;
  otherTenantId = rows[1]!.tenant_id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** An .xlsx (or .xls) of `rows` written by the xlsx package. */
function sheetFile(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Settings');
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

/** A multipart body with one file part. */
async function multipart(field: string, fileName: string, bytes: Buffer): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function upload(endpoint: Endpoint, tenant: string, fileName: string, bytes: Buffer, field = 'file'): Promise<LightMyRequestResponse> {
  const body = await multipart(field, fileName, bytes);
  return t.as('PLATFORM_ADMIN', { method: 'POST', url: endpoint.path, headers: { tenant_id: tenant, 'content-type': body.contentType }, payload: body.payload });
}

const stored = () => readStoredTenantSettings(t.database.db, tenantId);
const tenantConfig = async (tenant = tenantId) =>
  (await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.tenantConfig.path, payload: { tenant_id: tenant } })).json<{ results: Record<string, string> }>().results;

describe('every settings endpoint is PLATFORM_ADMIN only', () => {
  const keys = ['settingsExcelTemplate', 'tenantSettingsExcel', 'previewTenantSettings', 'submitTenantSettings', 'listConfigKeys', 'tenantConfig', 'saveConfig', 'redisCacheKeys', 'redisMasterListKeys', 'evictCache', 'reloadCache', 'splashConfig', 'updateSplashConfig'] as const;
  it.each(keys)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect(endpoint.access).toBe('PLATFORM_ADMIN');
    const unauthenticated = await t.app.inject({ method: endpoint.method, url: endpoint.path });
    expect(unauthenticated.statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: endpoint.path });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('settings spreadsheets', () => {
  it("downloads the tenant's settings as XLSX: Settings sheet, key | value, the stored values", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.tenantSettingsExcel.path, headers: { tenant_id: tenantId } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tenant-settings-${tenantId}.xlsx"`);
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.Settings!, { header: 1 });
    expect(rows[0]).toEqual(['key', 'value']);
    const values = Object.fromEntries(rows.slice(1).map(([key, value]) => [key, settingFromCell(value ?? null)]));
    expect(values).toEqual(await stored());
    // Text a spreadsheet would run as a formula is written with a leading apostrophe.
    expect(rows.find(([key]) => key === 'business_phone')?.[1]).toBe("'+1 (212) 555-0100");
    expect(values.tenant_id).toBe(tenantId);
  });

  it('downloads the template: the default keys and values, tenant_id empty', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.settingsExcelTemplate.path });
    expect(response.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets.Settings!, { header: 1 });
    const values = Object.fromEntries(rows.slice(1).map(([key, value]) => [key, settingFromCell(value ?? null)]));
    expect(values).toEqual({ ...defaultTenantSettings(), tenant_id: '' });
    expect(values.region).toBe('us-east-1');
  });

  it("answers 404 'Tenant not found!' for an unknown tenant on download, preview and submit", async () => {
    const download = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.tenantSettingsExcel.path, headers: { tenant_id: 'NOPE' } });
    expect([download.statusCode, download.json().message]).toEqual([404, 'Tenant not found!']);
    const file = sheetFile([['key', 'value'], ['siteTitle', 'x']]);
    for (const endpoint of [ENDPOINTS.previewTenantSettings, ENDPOINTS.submitTenantSettings]) {
      const response = await upload(endpoint, 'NOPE', 'settings.xlsx', file);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Tenant not found!']);
    }
  });

  it('previews the sheet as JSON with a diff: changed old → new, added keys flagged when unknown, unchanged counted; nothing written', async () => {
    const before = await stored();
    const file = sheetFile([['key', 'value'], ['siteTitle', 'Preview Title'], ['region', before?.region], ['logoHeight', 48], ['brandNewKey', 'v'], ['tenant_id', tenantId]]);
    const response = await upload(ENDPOINTS.previewTenantSettings, tenantId, 'settings.xlsx', file);
    expect(response.statusCode).toBe(200);
    const preview = response.json<SettingsPreview>();
    expect(preview.json).toEqual({ tenant_id: tenantId, settings: { siteTitle: 'Preview Title', region: 'us-east-1', logoHeight: '48', brandNewKey: 'v', tenant_id: tenantId } });
    expect(preview.diff).toEqual({
      changed: [
        { key: 'siteTitle', old: before?.siteTitle, new: 'Preview Title' },
        { key: 'logoHeight', old: '40', new: '48' },
      ],
      added: [{ key: 'brandNewKey', value: 'v', unknownKey: true }],
      unchangedCount: 2,
    });
    expect(await stored()).toEqual(before);
  });

  it('shows only siteTitle after a download whose only edit is siteTitle, and logs only siteTitle (line breaks of routes compare alike)', async () => {
    const { rows } = await t.database.db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id offset 2 limit 1');
    const tenant = rows[0]!.tenant_id;
    // routes as a browser form sends a textarea: CRLF line breaks.
    await t.database.db.query(`insert into tenant_settings (tenant_id, setting_key, setting_value) values ($1, 'routes', $2), ($1, 'siteTitle', 'Old Title')
      on conflict (tenant_id, setting_key) do update set setting_value = excluded.setting_value`, [tenant, 'shop.rt.example\r\nadmin.rt.example']);
    const download = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.tenantSettingsExcel.path, headers: { tenant_id: tenant } });
    expect(download.statusCode).toBe(200);
    // Opened and saved by a spreadsheet program (exceljs here), with only siteTitle edited.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(1).text === 'siteTitle') row.getCell(2).value = 'New Title';
    });
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const before = await readStoredTenantSettings(t.database.db, tenant);

    const preview = await upload(ENDPOINTS.previewTenantSettings, tenant, 'settings.xlsx', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<SettingsPreview>().diff.changed).toEqual([{ key: 'siteTitle', old: 'Old Title', new: 'New Title' }]);
    expect(preview.json<SettingsPreview>().diff.added).toEqual([]);

    const submit = await upload(ENDPOINTS.submitTenantSettings, tenant, 'settings.xlsx', file);
    expect(submit.statusCode).toBe(200);
    const { rows: entries } = await t.database.db.query<{ changes: Record<string, unknown> }>(
      `select changes from action_log where endpoint = 'submitTenantSettings' and $1 = any(target_ids) order by id desc limit 1`,
      [tenant],
    );
    expect(entries[0]?.changes).toEqual({ siteTitle: { from: 'Old Title', to: 'New Title' } });
    expect(await readStoredTenantSettings(t.database.db, tenant)).toEqual({ ...before, siteTitle: 'New Title' });
  });

  it('flags an added key as known when another tenant holds it', async () => {
    await t.database.db.query(`insert into tenant_settings (tenant_id, setting_key, setting_value) values ($1, 'sharedExtra', 'x')`, [otherTenantId]);
    const response = await upload(ENDPOINTS.previewTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value'], ['sharedExtra', 'y']]));
    expect(response.json<SettingsPreview>().diff.added).toEqual([{ key: 'sharedExtra', value: 'y', unknownKey: false }]);
  });

  it("submits an .xls in one transaction, answers 'Data for tenant {id} updated successfully!' and evicts the cached configuration", async () => {
    expect((await tenantConfig()).siteTitle).not.toBe('Submitted Title');
    const cached = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=${tenantId}` });
    expect(cached.json()).toContain(`${tenantId}|tenant-config`);
    const before = await stored();
    const file = sheetFile([['key', 'value'], ['siteTitle', 'Submitted Title'], ['newKey', 'n']], 'biff8');
    const response = await upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xls', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Data for tenant ${tenantId} updated successfully!` });
    expect(await stored()).toEqual({ ...before, siteTitle: 'Submitted Title', newKey: 'n' });
    expect((await tenantConfig()).siteTitle).toBe('Submitted Title');
    const { rows } = await t.database.db.query<{ changes: Record<string, unknown> }>(
      `select changes from action_log where endpoint = 'submitTenantSettings' and $1 = any(target_ids) order by id desc limit 1`,
      [tenantId],
    );
    expect(rows[0]?.changes).toEqual({ siteTitle: { from: before?.siteTitle, to: 'Submitted Title' }, newKey: { from: null, to: 'n' } });
  });

  it("shows each saved upload in the job centre as 'Settings upload for tenant {id}', and no job for a refused sheet", async () => {
    const uploadJobs = async () =>
      (await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.jobs.path })).json<Array<{ kind: string; title: string; state: string; link: string; endedAt: string | null }>>().filter((job) => job.kind === 'settings-upload' && job.title === `Settings upload for tenant ${tenantId}`);
    const before = (await uploadJobs()).length;

    expect((await upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['name', 'value']]))).statusCode).toBe(400);
    expect(await uploadJobs()).toHaveLength(before);

    expect((await upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value'], ['siteTitle', 'Job Title']]))).statusCode).toBe(200);
    const jobs = await uploadJobs();
    expect(jobs).toHaveLength(before + 1);
    expect(jobs[0]).toMatchObject({ state: 'SUCCEEDED', link: '/config-tenant' });
    expect(jobs[0]?.endedAt).not.toBeNull();
  });

  it('refuses a malformed, a mis-named, a wrong-tenant, an oversized or a file-less upload with 400/413 and changes nothing', async () => {
    const before = await stored();
    const cases: Array<[string, () => Promise<LightMyRequestResponse>, number, string]> = [
      ['not a workbook', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', Buffer.from('key,value\nsiteTitle,x')), 400, 'The file is not a .xlsx spreadsheet'],
      ['a .csv', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.csv', Buffer.from('key,value\nsiteTitle,x')), 400, 'Only .xlsx, .xls files are accepted'],
      ['a truncated workbook', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value'], ['siteTitle', 'x']]).subarray(0, 200)), 400, 'The spreadsheet cannot be read'],
      ['a wrong header', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['name', 'value'], ['siteTitle', 'x']])), 400, 'Row 1 of sheet Settings must read key | value'],
      ['another tenant', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value'], ['siteTitle', 'x'], ['tenant_id', otherTenantId]])), 400, `The sheet holds the settings of tenant ${otherTenantId}, not of tenant ${tenantId}`],
      ['over 5 MB', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(5 * 1024 * 1024)])), 413, 'The spreadsheet is larger than 5 MB'],
      ['another field', () => upload(ENDPOINTS.submitTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value']]), 'logo'), 400, 'Send one file only, as the file field'],
      ['two files', async () => {
        const form = new FormData();
        for (const name of ['a.xlsx', 'b.xlsx']) form.append('file', new Blob([new Uint8Array(sheetFile([['key', 'value']]))]), name);
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        return t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.submitTenantSettings.path, headers: { tenant_id: tenantId, 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()) });
      }, 400, 'Send one file only, as the file field'],
      ['no file', () => t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.submitTenantSettings.path, headers: { tenant_id: tenantId }, payload: { file: 'settings.xlsx' } }), 400, 'Please choose a file'],
    ];
    for (const [name, send, status, message] of cases) {
      const response = await send();
      expect([name, response.statusCode]).toEqual([name, status]);
      expect([name, response.json().message.startsWith(message)]).toEqual([name, true]);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps a __proto__ key of a sheet an ordinary setting', async () => {
    const response = await upload(ENDPOINTS.previewTenantSettings, tenantId, 'settings.xlsx', sheetFile([['key', 'value'], ['__proto__', 'p']]));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).json.settings).toEqual(JSON.parse(`{"__proto__": "p", "tenant_id": "${tenantId}"}`));
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });
});

describe('Update Config', () => {
  it('lists every config key, sorted, default keys included', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.listConfigKeys.path });
    const keys = response.json<{ config_keys: string[] }>().config_keys;
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['CSS::--primary-color', 'favicon', 'logoSmall', 'userPoolLogo', 'siteTitle', 'tenantShortName', 'business_buyer_site']));
  });

  it('reads through the cache: a setting changed in the database shows only after evict, or after reload', async () => {
    const first = await tenantConfig(otherTenantId);
    await t.database.db.query(`update tenant_settings set setting_value = 'Changed In DB' where tenant_id = $1 and setting_key = 'siteTitle'`, [otherTenantId]);
    expect((await tenantConfig(otherTenantId)).siteTitle).toBe(first.siteTitle);
    const evict = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.evictCache.path, payload: { cacheKeyPattern: `${otherTenantId}|tenant-*` } });
    expect(evict.json()).toEqual({ message: `Evicted 1 cache entry matching ${otherTenantId}|tenant-*` });
    expect((await tenantConfig(otherTenantId)).siteTitle).toBe('Changed In DB');
    await t.database.db.query(`update tenant_settings set setting_value = 'Changed Again' where tenant_id = $1 and setting_key = 'siteTitle'`, [otherTenantId]);
    expect((await tenantConfig(otherTenantId)).siteTitle).toBe('Changed In DB');
    const reload = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.reloadCache.path, payload: { tenantId: otherTenantId, cacheName: 'tenant-config' } });
    expect(reload.json()).toEqual({ message: `Cache ${otherTenantId}|tenant-config reloaded` });
    expect((await tenantConfig(otherTenantId)).siteTitle).toBe('Changed Again');
  });

  it('saves only the keys sent (changed keys plus image keys) and shows them at once', async () => {
    const before = await stored();
    const response = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: ENDPOINTS.saveConfig.path,
      payload: { tenant_id: tenantId, config: { 'CSS::--primary-color': '#123456', logoSmall: before?.logoSmall, favicon: '/new.ico', userPoolLogo: before?.userPoolLogo } },
    });
    expect(response.json()).toEqual({ success: true, message: 'Updated successfully' });
    expect(await stored()).toEqual({ ...before, 'CSS::--primary-color': '#123456', favicon: '/new.ico' });
    expect((await tenantConfig()).favicon).toBe('/new.ico');
  });

  it("refuses an unknown tenant with 404 'Tenant not found!', an empty config and a changed tenant_id with 400, changing nothing", async () => {
    const before = await stored();
    const unknown = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.saveConfig.path, payload: { tenant_id: 'NOPE', config: { a: 'b' } } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Tenant not found!']);
    const unknownRead = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.tenantConfig.path, payload: { tenant_id: 'NOPE' } });
    expect([unknownRead.statusCode, unknownRead.json().message]).toEqual([404, 'Tenant not found!']);
    const empty = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.saveConfig.path, payload: { tenant_id: tenantId, config: {} } });
    expect([empty.statusCode, empty.json().message, empty.json().field]).toEqual([400, 'Config must not be empty', 'config']);
    const moved = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.saveConfig.path, payload: { tenant_id: tenantId, config: { tenant_id: otherTenantId } } });
    expect([moved.statusCode, moved.json().message, moved.json().field]).toEqual([400, "The configuration's tenant_id cannot change: it must be the tenant being updated", 'tenant_id']);
    expect(await stored()).toEqual(before);
  });
});

describe('Cache Management', () => {
  it('lists the master list keys sorted and a tenant\'s keys under {tenantId}|', async () => {
    const master = await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.redisMasterListKeys.path });
    expect(master.json()).toEqual(['splash-config', 'tenant-config']);
    await tenantConfig();
    await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.splashConfig.path}?tenantId=${tenantId}` });
    const keys = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=${tenantId}` });
    expect(keys.json()).toEqual([`${tenantId}|splash-config`, `${tenantId}|tenant-config`]);
  });

  it.each(['T01', 'T01|', '|tenant-config', ' | ', 'no pipe', '*|tenant-config', 'T 1|tenant-config'])(
    "refuses the cacheKeyPattern '%s' with 400 'Invalid cacheKeyPattern' and evicts nothing",
    async (pattern) => {
      await tenantConfig();
      const response = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.evictCache.path, payload: { cacheKeyPattern: pattern } });
      expect([response.statusCode, response.json().message]).toEqual([400, 'Invalid cacheKeyPattern']);
      const keys = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=${tenantId}` });
      expect(keys.json()).toContain(`${tenantId}|tenant-config`);
    },
  );

  it("evicts only the matching keys of the pattern's tenant", async () => {
    await tenantConfig();
    await tenantConfig(otherTenantId);
    const response = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.evictCache.path, payload: { cacheKeyPattern: `${tenantId}|*` } });
    expect(response.statusCode).toBe(200);
    const mine = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=${tenantId}` });
    expect(mine.json()).toEqual([]);
    const theirs = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=${otherTenantId}` });
    expect(theirs.json()).toContain(`${otherTenantId}|tenant-config`);
  });

  it("refuses to reload or list an unknown tenant with 404 'Tenant not found!' and an unknown cache name with 400", async () => {
    const reload = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.reloadCache.path, payload: { tenantId: 'NOPE', cacheName: 'tenant-config' } });
    expect([reload.statusCode, reload.json().message]).toEqual([404, 'Tenant not found!']);
    const keys = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=NOPE` });
    expect(keys.statusCode).toBe(404);
    const badName = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.reloadCache.path, payload: { tenantId, cacheName: 'other' } });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ message: 'Cache name must be one of: splash-config, tenant-config', field: 'cacheName' });
  });
});

describe('Splash Page Config', () => {
  const splash = async () => (await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.splashConfig.path}?tenantId=${tenantId}` })).json();
  const change = (body: Record<string, unknown>) => t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.updateSplashConfig.path, payload: { tenant_id: tenantId, ...body } });

  it("adds and removes the splash page per site with Status 'Successful', shown at once", async () => {
    expect(await splash()).toEqual({ tenant_id: tenantId, tenant_page: false, buyer_page: false });
    const added = await change({ tenant_page: true, buyer_page: true, operation: 'add' });
    expect(added.json()).toEqual({ Status: 'Successful', splash: { tenant_id: tenantId, tenant_page: true, buyer_page: true } });
    expect(await splash()).toEqual({ tenant_id: tenantId, tenant_page: true, buyer_page: true });
    const removed = await change({ tenant_page: false, buyer_page: true, operation: 'remove' });
    expect(removed.json()).toEqual({ Status: 'Successful', splash: { tenant_id: tenantId, tenant_page: true, buyer_page: false } });
    expect(await splash()).toEqual({ tenant_id: tenantId, tenant_page: true, buyer_page: false });
  });

  it('refuses no ticked site (400), an unknown tenant (404) and an unknown operation (400), changing nothing', async () => {
    const before = await splash();
    const none = await change({ tenant_page: false, buyer_page: false, operation: 'add' });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Tick the Tenant Admin Site, the Buyer Site or both']);
    const unknown = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.updateSplashConfig.path, payload: { tenant_id: 'NOPE', tenant_page: true, buyer_page: false, operation: 'add' } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Tenant not found!']);
    const operation = await change({ tenant_page: true, buyer_page: false, operation: 'toggle' });
    expect(operation.statusCode).toBe(400);
    expect(operation.json()).toMatchObject({ message: 'Operation must be one of: add, remove', field: 'operation' });
    expect(await splash()).toEqual(before);
  });
});
