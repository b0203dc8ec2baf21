// The client forms of CLIENT_SUCCESS and the public new-client registration
// (docs/client-success.md#client-forms): multipart images checked on their bytes with per-file and
// per-request limits, 30 registrations a minute per address, every refusal leaving nothing stored
// (checked through the list, the blob directory and the action log), status changes with the
// rejection e-mail in the outbox, edits, and the history read from the append-only action log.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ClientFormHistoryEntry, ClientFormRecord, ClientFormRow, OutboxMessage } from '../../src/contract.js';
import { CLIENT_SUCCESS_CONTACT_EMAIL } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const PATH = '/client-success/prospective-tenants';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR-rest-of-a-small-png')]);
const GIF = Buffer.from('GIF89a-a-small-gif');
const MB = 1024 * 1024;

/** The fields of a valid registration; each test changes what it needs. */
function registration(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    contactEmail: 'ops@zenith.example',
    officialLegalName: 'Zenith Devices LLC',
    dba: '',
    jurisdictionOfOrganization: 'Delaware',
    signerName: 'Ada Byron',
    signerTitle: 'CEO',
    signerEmail: 'ada@zenith.example',
    signerPhone: '+1 (212) 555-0100',
    payableContactName: 'Alan Turing',
    payableEmail: 'ap@zenith.example',
    payablePhone: '',
    billingAddress1: '1 Main St',
    billingAddress2: '',
    billingCity: 'Springfield',
    billingState: '',
    billingCountry: 'US',
    billingZipcode: '62701',
    businessName: 'Zenith Phones',
    businessShortName: 'ZEN',
    currency: 'USD',
    adminSiteUrl: 'https://admin.zenith.example',
    adminUserEmail: 'admin@zenith.example',
    buyerSiteUrl: 'https://shop.zenith.example',
    buyerFromEmail: 'orders@zenith.example',
    buyerSiteLanguage: 'en-US',
    logo: '',
    favicon: '',
    existingBusinessWebsite: '',
    ...overrides,
  };
}

interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data request of `fields` and `files`, encoded as a browser would. */
async function multipart(fields: Record<string, string>, files: FilePart[] = []): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (!files.some((file) => file.field === name)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

let t: TestApp;
let blobDir: string;
let previousBlobDir: string | undefined;
beforeAll(async () => {
  previousBlobDir = process.env.BLOB_DIR;
  blobDir = await mkdtemp(path.join(os.tmpdir(), 'client-forms-blobs-'));
  process.env.BLOB_DIR = blobDir;
  t = await createSeededApp();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await rm(blobDir, { recursive: true, force: true });
  if (previousBlobDir === undefined) delete process.env.BLOB_DIR;
  else process.env.BLOB_DIR = previousBlobDir;
});

/** Sends a public registration from `address` (127.0.0.1 unless given). */
async function register(request: Pick<InjectOptions, 'payload' | 'headers'>, address = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: PATH, remoteAddress: address, ...request });
}

async function list(): Promise<ClientFormRow[]> {
  const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: PATH });
  expect(response.statusCode).toBe(200);
  return response.json<ClientFormRow[]>();
}

async function record(submissionId: string): Promise<ClientFormRecord> {
  const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${submissionId}` });
  expect(response.statusCode).toBe(200);
  return response.json<ClientFormRecord>();
}

async function history(submissionId: string): Promise<ClientFormHistoryEntry[]> {
  const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${submissionId}/history` });
  expect(response.statusCode).toBe(200);
  return response.json<ClientFormHistoryEntry[]>();
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `/local/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxMessage[]>();
}

async function blobFiles(): Promise<string[]> {
  const files = await readdir(blobDir, { recursive: true, withFileTypes: true });
  return files.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function actionCount(): Promise<number> {
  const { rows } = await t.database.db.query<{ count: number }>('select count(*)::int as count from action_log');
  return rows[0]?.count ?? -1;
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  return { rows: await list(), blobs: await blobFiles(), actions: await actionCount() };
}

async function putStatus(submissionId: string, body: Record<string, unknown>) {
  return t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${submissionId}`, payload: body }, { email: 'client.success@px.local' });
}

describe('POST /client-success/prospective-tenants (public registration)', () => {
  it("registers a form without images as JSON: 'Registered SuccessFully', SUBMITTED in the list, the team told by e-mail", async () => {
    const before = (await outbox(CLIENT_SUCCESS_CONTACT_EMAIL)).length;
    const response = await register({ payload: registration() });
    expect(response.statusCode).toBe(200);
    const { message, submissionId } = response.json<{ message: string; submissionId: string }>();
    expect(message).toBe('Registered SuccessFully');
    expect(submissionId).toMatch(/^SUB-[0-9A-F]{12}$/);
    expect((await list()).find((row) => row.submissionId === submissionId)).toMatchObject({ companyName: 'Zenith Phones', status: 'SUBMITTED', contactEmail: 'ops@zenith.example' });
    const stored = await record(submissionId);
    expect(stored).toMatchObject({ signerPhone: '+1 (212) 555-0100', billingState: '', logo: '', tenant_id: null });
    const mails = await outbox(CLIENT_SUCCESS_CONTACT_EMAIL);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ subject: 'New client registration: Zenith Phones', from: 'no-reply@px.local' });
    expect(mails[0]?.text).toContain(submissionId);
    const entries = await history(submissionId);
    expect(entries.map((entry) => [entry.action, entry.outcome, entry.actorEmail])).toEqual([
      ['EMAIL', 'SUCCEEDED', ''],
      ['REGISTERED', 'SUCCEEDED', ''],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'status', from: null, to: 'SUBMITTED' }]);
  });

  it('registers with a logo (multipart) and serves its bytes back to CLIENT_SUCCESS only', async () => {
    const response = await register(await multipart(registration(), [{ field: 'logo', name: 'zenith-logo.png', bytes: PNG }]));
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json<{ submissionId: string }>();
    expect((await record(submissionId)).logo).toBe('zenith-logo.png');
    const image = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${submissionId}/images/logo` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    const finance = await t.as('FINANCE', { method: 'GET', url: `${PATH}/${submissionId}/images/logo` });
    expect(finance.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${PATH}/${submissionId}/images/logo` });
    expect(anonymous.statusCode).toBe(401);
    const none = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${submissionId}/images/favicon` });
    expect([none.statusCode, none.json().message]).toEqual([404, `Client form ${submissionId} has no favicon`]);
  });

  it('refuses a logo over 1 MB with 413 and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(MB + 1 - PNG.length)]);
    const response = await register(await multipart(registration({ businessName: 'Oversized Logo Co' }), [{ field: 'logo', name: 'big.png', bytes: big }]));
    expect([response.statusCode, response.json().message]).toEqual([413, 'The logo is larger than 1 MB']);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a logo of exactly 1 MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MB - PNG.length)]);
    const response = await register(await multipart(registration({ businessName: 'Exact Logo Co' }), [{ field: 'logo', name: 'exact.png', bytes: exact }]));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request over 2.5 MB with 413 before reading its files, and stores nothing', async () => {
    const before = await snapshot();
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * MB)]);
    const response = await register(await multipart(registration({ businessName: 'Huge Request Co' }), [{ field: 'logo', name: 'huge.png', bytes: huge }]));
    expect([response.statusCode, response.json().message]).toEqual([413, 'The request is larger than 2.5 MB']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a text file renamed .png with 400 (its bytes decide, not its name or type) and stores nothing', async () => {
    const before = await snapshot();
    const text = Buffer.from('This is a plain text file, renamed to look like a logo.\n');
    const response = await register(await multipart(registration({ businessName: 'Renamed Text Co' }), [{ field: 'logo', name: 'logo.png', bytes: text, type: 'image/png' }]));
    expect([response.statusCode, response.json().message]).toEqual([400, 'The logo is not a PNG, GIF or JPEG image']);
    expect(await snapshot()).toEqual(before);
  });

  it('takes a GIF favicon by its bytes', async () => {
    const response = await register(await multipart(registration({ businessName: 'Gif Favicon Co' }), [{ field: 'favicon', name: 'favicon.gif', bytes: GIF, type: 'application/octet-stream' }]));
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json<{ submissionId: string }>();
    const image = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${submissionId}/images/favicon` });
    expect(image.headers['content-type']).toBe('image/gif');
  });

  it('refuses files under other fields, and an image named without its file', async () => {
    const before = await snapshot();
    const other = await register(await multipart(registration(), [{ field: 'dba', name: 'dba.png', bytes: PNG }]));
    expect([other.statusCode, other.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message: 'Only Logo and Favicon are sent as files, not DBA', field: 'dba' }]);
    const nameOnly = await register({ payload: registration({ logo: 'logo.png' }) });
    expect([nameOnly.statusCode, nameOnly.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message: 'Send the logo as an image file', field: 'logo' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('applies every rule of the client form and names each field in error; nothing is stored', async () => {
    const before = await snapshot();
    const response = await register({
      payload: registration({ signerName: '   ', payableEmail: 'ap@', payablePhone: '555-0100 ext 4', logo: '', businessShortName: 'SHORTNAME1' }),
    });
    expect([response.statusCode, response.json().message]).toEqual([400, 'signerName: Required field; payableEmail: Invalid Email; payablePhone: invalid telephone number']);
    const tooLong = await register({ payload: registration({ businessShortName: 'ELEVEN-CHAR' }) });
    expect([tooLong.statusCode, tooLong.json().message, tooLong.json().field]).toEqual([400, 'Business short name must be at most 10 characters', 'businessShortName']);
    const missing = await register({ payload: { ...registration(), contactEmail: undefined } });
    expect([missing.statusCode, missing.json().message, missing.json().field]).toEqual([400, 'Contact e-mail is required', 'contactEmail']);
    const tenant = await register({ payload: registration({ tenantId: 'T01' }) });
    expect([tenant.statusCode, tenant.json().message, tenant.json().field]).toEqual([400, 'A new registration has no tenant ID yet', 'tenantId']);
    expect(await snapshot()).toEqual(before);
  });

  it('takes empty optional fields, billingState among them', async () => {
    const response = await register({ payload: registration({ billingState: '', dba: '', existingBusinessWebsite: '' }) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the 31st registration from one address within a minute with 429 and stores nothing; other addresses go on', async () => {
    const address = '203.0.113.31';
    for (let index = 1; index <= 30; index += 1) {
      const response = await register({ payload: registration({ businessName: `Burst ${index}` }) }, address);
      expect([index, response.statusCode]).toEqual([index, 200]);
    }
    const before = await snapshot();
    const refused = await register({ payload: registration({ businessName: 'Burst 31' }) }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many registrations from this address: at most 30 a minute\. Try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    expect((await list()).some((row) => row.companyName === 'Burst 31')).toBe(false);
    const elsewhere = await register({ payload: registration({ businessName: 'Other Address Co' }) }, '203.0.113.32');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('keeps the registration when the mail step fails, and records the failed e-mail', async () => {
    const db = t.database.db;
    await db.exec('alter table outbox rename to outbox_unavailable');
    let response: LightMyRequestResponse;
    try {
      response = await register({ payload: registration({ businessName: 'Mail Down Co' }) });
    } finally {
      await db.exec('alter table outbox_unavailable rename to outbox');
    }
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json<{ submissionId: string }>();
    expect((await list()).find((row) => row.submissionId === submissionId)?.companyName).toBe('Mail Down Co');
    expect((await history(submissionId)).map((entry) => [entry.action, entry.outcome])).toEqual([
      ['EMAIL', 'FAILED'],
      ['REGISTERED', 'SUCCEEDED'],
    ]);
  });
});

describe('PUT /client-success/prospective-tenants/:submissionId', () => {
  async function newForm(overrides: Record<string, string> = {}, files: FilePart[] = []): Promise<string> {
    const response = await register(files.length ? await multipart(registration(overrides), files) : { payload: registration(overrides) });
    expect(response.statusCode).toBe(200);
    return response.json<{ submissionId: string }>().submissionId;
  }

  it('sets REJECTED with a note and e-mails the contact; the list and the history show it', async () => {
    const id = await newForm({ contactEmail: 'reject.me@zenith.example' });
    const response = await putStatus(id, { status: 'REJECTED', sendEmailNotification: true, note: 'Missing tax documents' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Status updated successfully', emailSent: true });
    expect((await list()).find((row) => row.submissionId === id)?.status).toBe('REJECTED');
    const [mail] = await outbox('reject.me@zenith.example');
    expect(mail?.subject).toBe('Your new client account registration');
    expect(mail?.text).toContain('Note from our client success team: Missing tax documents');
    const [email, status] = await history(id);
    expect(status).toMatchObject({ action: 'STATUS_CHANGED', actorEmail: 'client.success@px.local', note: 'Missing tax documents', changes: [{ field: 'status', from: 'SUBMITTED', to: 'REJECTED' }] });
    expect(email).toMatchObject({ action: 'EMAIL', outcome: 'SUCCEEDED', changes: [{ field: 'email', from: null, to: 'reject.me@zenith.example' }] });
  });

  it('sets any status without an e-mail unless asked', async () => {
    const id = await newForm({ contactEmail: 'complete.me@zenith.example' });
    const response = await putStatus(id, { status: 'COMPLETED' });
    expect(response.json()).toEqual({ message: 'Status updated successfully' });
    expect((await record(id)).status).toBe('COMPLETED');
    expect(await outbox('complete.me@zenith.example')).toEqual([]);
    const back = await putStatus(id, { status: 'SUBMITTED' });
    expect(back.statusCode).toBe(200);
    expect((await history(id)).filter((entry) => entry.action === 'STATUS_CHANGED').map((entry) => entry.changes[0]?.to)).toEqual(['SUBMITTED', 'COMPLETED']);
  });

  it('refuses the current status (409), an e-mail with another status and extra properties (400); nothing changes', async () => {
    const id = await newForm();
    const before = { record: await record(id), actions: await actionCount() };
    const same = await putStatus(id, { status: 'SUBMITTED' });
    expect([same.statusCode, same.json().message]).toEqual([409, `The client form ${id} is already SUBMITTED`]);
    const email = await putStatus(id, { status: 'COMPLETED', sendEmailNotification: true });
    expect([email.statusCode, email.json().message, email.json().field]).toEqual([400, 'The e-mail notification goes only with the status REJECTED', 'sendEmailNotification']);
    const mixed = await putStatus(id, { status: 'COMPLETED', dba: 'Sneaky' });
    expect([mixed.statusCode, mixed.json().message]).toEqual([400, 'A status change carries only the status, the e-mail notification and the note, not dba']);
    const unknown = await putStatus('SUB-NOPE', { status: 'COMPLETED' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Client form SUB-NOPE not found']);
    expect({ record: await record(id), actions: await actionCount() }).toEqual(before);
  });

  it('keeps the status change when the rejection e-mail fails, and says so', async () => {
    const id = await newForm({ contactEmail: 'mail.fails@zenith.example' });
    await t.database.db.exec('alter table outbox rename to outbox_unavailable');
    let response: LightMyRequestResponse;
    try {
      response = await putStatus(id, { status: 'REJECTED', sendEmailNotification: true });
    } finally {
      await t.database.db.exec('alter table outbox_unavailable rename to outbox');
    }
    expect(response.json()).toEqual({ message: 'Status updated successfully', emailSent: false });
    expect((await record(id)).status).toBe('REJECTED');
    expect((await history(id))[0]).toMatchObject({ action: 'EMAIL', outcome: 'FAILED' });
  });

  it('writes the change and its action-log row in one transaction: a refused log row leaves the status unchanged', async () => {
    const id = await newForm();
    const db = t.database.db;
    await db.exec(`alter table action_log add constraint refuse_status_rows check (action <> 'STATUS_CHANGED') not valid`);
    let response: LightMyRequestResponse;
    try {
      response = await putStatus(id, { status: 'COMPLETED' });
    } finally {
      await db.exec('alter table action_log drop constraint refuse_status_rows');
    }
    expect(response.statusCode).toBe(500);
    expect((await record(id)).status).toBe('SUBMITTED');
  });

  it("updates the form's fields: 'Updated SuccessFully', each changed field from → to in the history", async () => {
    const id = await newForm();
    const fields = registration({ signerTitle: 'Founder', billingState: 'IL' });
    const response = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, payload: { ...fields, tenantId: '' } }, { email: 'client.success@px.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Updated SuccessFully' });
    expect(await record(id)).toMatchObject({ signerTitle: 'Founder', billingState: 'IL', status: 'SUBMITTED' });
    const [update] = await history(id);
    expect(update).toMatchObject({ action: 'UPDATED', actorEmail: 'client.success@px.local', note: null });
    expect(update?.changes).toEqual([
      { field: 'signerTitle', from: 'CEO', to: 'Founder' },
      { field: 'billingState', from: '', to: 'IL' },
    ]);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const id = await newForm();
    const before = await actionCount();
    const response = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, payload: registration() });
    expect(response.statusCode).toBe(200);
    expect(await actionCount()).toBe(before);
  });

  it('refuses an update with a field in error and changes nothing', async () => {
    const id = await newForm();
    const before = { record: await record(id), actions: await actionCount() };
    const response = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, payload: registration({ adminUserEmail: 'admin-at-zenith', officialLegalName: '' }) });
    expect([response.statusCode, response.json().message]).toEqual([400, 'officialLegalName: Required field; adminUserEmail: Invalid Email']);
    expect({ record: await record(id), actions: await actionCount() }).toEqual(before);
  });

  it('replaces the logo with a new file (multipart), keeps it when named, removes it when emptied', async () => {
    const id = await newForm({}, [{ field: 'logo', name: 'first.png', bytes: PNG }]);
    const keep = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, ...(await multipart(registration({ logo: 'first.png', dba: 'Zen' }))) });
    expect(keep.statusCode).toBe(200);
    expect((await record(id)).logo).toBe('first.png');
    const replace = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, ...(await multipart(registration({ dba: 'Zen' }), [{ field: 'logo', name: 'second.gif', bytes: GIF }])) });
    expect(replace.statusCode).toBe(200);
    const image = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${id}/images/logo` });
    expect([image.headers['content-type'], image.rawPayload.toString()]).toEqual(['image/gif', GIF.toString()]);
    expect((await history(id))[0]?.changes).toEqual([{ field: 'logo', from: 'first.png', to: 'second.gif' }]);
    const forged = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, payload: registration({ dba: 'Zen', logo: 'other.png' }) });
    expect([forged.statusCode, forged.json().message, forged.json().field]).toEqual([400, 'Send the new logo as an image file', 'logo']);
    const remove = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, payload: registration({ dba: 'Zen', logo: '' }) });
    expect(remove.statusCode).toBe(200);
    const gone = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/${id}/images/logo` });
    expect(gone.statusCode).toBe(404);
    expect((await blobFiles()).filter((name) => name.startsWith('logo-') && name.endsWith('.gif'))).toEqual([]);
  });
});

describe('the action log', () => {
  it('is append-only: updates, deletes and truncation are refused', async () => {
    const db = t.database.db;
    const count = await actionCount();
    expect(count).toBeGreaterThan(0);
    await expect(db.query(`update action_log set note = 'changed'`)).rejects.toThrow('action_log is append-only: UPDATE is not allowed');
    await expect(db.query('delete from action_log')).rejects.toThrow('action_log is append-only: DELETE is not allowed');
    await expect(db.exec('truncate action_log')).rejects.toThrow('action_log is append-only: TRUNCATE is not allowed');
    expect(await actionCount()).toBe(count);
  });

  it('answers 404 for the history of an unknown form', async () => {
    const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: `${PATH}/SUB-NOPE/history` });
    expect([response.statusCode, response.json().message]).toEqual([404, 'Client form SUB-NOPE not found']);
  });
});

describe('a NUL in a file name of a multipart body', () => {
  /** A multipart body written by hand, so the file name carries its NUL as a raw byte. */
  function rawMultipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }): Pick<InjectOptions, 'payload' | 'headers'> {
    const boundary = '----probe-boundary-0123';
    const parts: Buffer[] = Object.entries(fields)
      .filter(([name]) => name !== file.field)
      .map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const forms = async () => (await t.database.db.query<{ n: number }>('select count(*)::int as n from client_forms')).rows[0]?.n;

  it('answers 400 naming the file on the public registration, storing nothing', async () => {
    const before = await forms();
    const response = await t.app.inject({ method: 'POST', url: PATH, ...rawMultipart(registration({ contactEmail: 'nul.name@zenith.example' }), { field: 'logo', name: 'lo\u0000go.png', bytes: PNG }) });
    expect([response.statusCode, response.json().message]).toEqual([400, 'The logo file name must not contain the NUL character (\\u0000)']);
    expect(await forms()).toBe(before);
  });

  it('answers 400 naming the file on the update, changing nothing', async () => {
    const created = await register({ payload: registration({ contactEmail: 'nul.update@zenith.example' }) });
    const id = created.json<{ submissionId: string }>().submissionId;
    const { rows: before } = await t.database.db.query('select * from client_forms where submission_id = $1', [id]);
    const response = await t.as('CLIENT_SUCCESS', { method: 'PUT', url: `${PATH}/${id}`, ...rawMultipart({ ...registration({ contactEmail: 'nul.update@zenith.example' }) }, { field: 'favicon', name: 'fav\u0000.png', bytes: PNG }) });
    expect([response.statusCode, response.json().message]).toEqual([400, 'The favicon file name must not contain the NUL character (\\u0000)']);
    const { rows: after } = await t.database.db.query('select * from client_forms where submission_id = $1', [id]);
    expect(after).toEqual(before);
  });
});
