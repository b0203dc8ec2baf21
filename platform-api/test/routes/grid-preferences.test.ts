// The grid preferences (docs/grid.md#columns-menu, docs/grid.md#saved-views): each user's columns
// and named views per grid view — 401 without a token, 403 for every role whose screens do not show
// the grid, 400 in plain words for what cannot be saved, 404/409 for views, and that a user only
// ever reads and changes their own.
import type { InjectOptions } from 'fastify';
import { ROLES } from '../../src/auth/roles.js';
import type { ColumnChoice, GridPreferences, GridViewKey, Role } from '../../src/contract.js';
import { GRID_VIEWS } from '../../src/grid-preferences/grid-views.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const EMPTY_STATE = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' } as const;
const OVERDUE_STATE = { ...EMPTY_STATE, sets: { invoiceStatus: ['OVERDUE'] }, sort: { field: 'dueDate', direction: 'asc' } } as const;

/** Two finance users (same role, different people) and the users of the other grids. */
const FIONA = { username: 'fiona.finance', email: 'fiona@px.local' };
const FRANK = { username: 'frank.finance', email: 'frank@px.local' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A call as `user` in `role`. */
const as = (role: Role, user: { username: string; email: string }, options: InjectOptions) => t.as(role, options, user);
const read = async (user = FIONA, gridView: GridViewKey = 'invoices', role: Role = 'FINANCE') => {
  const response = await as(role, user, { method: 'GET', url: `/grid-preferences/${gridView}` });
  expect(response.statusCode).toBe(200);
  return response.json<GridPreferences>();
};
const putColumns = (columns: unknown, user = FIONA, gridView: GridViewKey = 'invoices') =>
  as('FINANCE', user, { method: 'PUT', url: `/grid-preferences/${gridView}/columns`, payload: { columns } });
const createView = (body: Record<string, unknown>, user = FIONA, gridView: GridViewKey = 'invoices') =>
  as('FINANCE', user, { method: 'POST', url: `/grid-preferences/${gridView}/views`, payload: { state: EMPTY_STATE, isDefault: false, ...body } });
const column = (field: string, extra: Partial<ColumnChoice> = {}): ColumnChoice => ({ field, hidden: false, pin: 'none', width: 150, ...extra });
/** The rows of both tables, to assert that a refused call changed nothing. */
const allRows = async () => ({
  columns: (await t.database.db.query('select user_id, grid_view, columns from grid_columns order by 1, 2')).rows,
  views: (await t.database.db.query('select view_id, user_id, grid_view, name, state, is_default from grid_views order by name')).rows,
});
const clearAll = async () => {
  await t.database.db.query('delete from grid_columns');
  await t.database.db.query('delete from grid_views');
};
const problem = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<{ message: string; field?: string }>()];

beforeEach(clearAll);

describe('grid preference routes', () => {
  const calls: Array<[string, string, unknown]> = [
    ['GET', '/grid-preferences/invoices', undefined],
    ['PUT', '/grid-preferences/invoices/columns', { columns: [column('invoiceNumber')] }],
    ['DELETE', '/grid-preferences/invoices/columns', undefined],
    ['POST', '/grid-preferences/invoices/views', { name: 'Mine', state: EMPTY_STATE, isDefault: false }],
    ['PUT', '/grid-preferences/invoices/views/00000000-0000-4000-8000-000000000000', { name: 'Mine', state: EMPTY_STATE, isDefault: false }],
    ['DELETE', '/grid-preferences/invoices/views/00000000-0000-4000-8000-000000000000', undefined],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
    expect(problem(response)).toEqual([401, expect.objectContaining({ message: 'Unauthorized: a bearer token is required' })]);
  });

  it('answers 403 to every role whose screens do not show the grid, on each grid view and call, and changes nothing', async () => {
    // Something of each grid's own user to leave untouched.
    for (const gridView of Object.keys(GRID_VIEWS) as GridViewKey[]) {
      const { role, columns } = GRID_VIEWS[gridView];
      const owner = { username: `${role.toLowerCase()}.owner`, email: `${role.toLowerCase()}@px.local` };
      expect((await as(role, owner, { method: 'PUT', url: `/grid-preferences/${gridView}/columns`, payload: { columns: [column(columns[0]!)] } })).statusCode).toBe(200);
    }
    const before = await allRows();
    let refusals = 0;
    for (const gridView of Object.keys(GRID_VIEWS) as GridViewKey[]) {
      const { role, columns } = GRID_VIEWS[gridView];
      const message = `Forbidden: the ${GRID_VIEWS[gridView].name} grid needs the ${role} role`;
      for (const other of ROLES.filter((candidate) => candidate !== role)) {
        const stranger = { username: `${other.toLowerCase()}.stranger`, email: `${other.toLowerCase()}.stranger@px.local` };
        const requests: InjectOptions[] = [
          { method: 'GET', url: `/grid-preferences/${gridView}` },
          { method: 'PUT', url: `/grid-preferences/${gridView}/columns`, payload: { columns: [column(columns[0]!)] } },
          { method: 'DELETE', url: `/grid-preferences/${gridView}/columns` },
          { method: 'POST', url: `/grid-preferences/${gridView}/views`, payload: { name: 'Mine', state: EMPTY_STATE, isDefault: true } },
          { method: 'PUT', url: `/grid-preferences/${gridView}/views/00000000-0000-4000-8000-000000000000`, payload: { name: 'Mine', state: EMPTY_STATE, isDefault: true } },
          { method: 'DELETE', url: `/grid-preferences/${gridView}/views/00000000-0000-4000-8000-000000000000` },
        ];
        for (const request of requests) {
          const response = await as(other, stranger, request);
          expect([gridView, other, request.method, request.url, ...problem(response)]).toEqual([gridView, other, request.method, request.url, 403, expect.objectContaining({ message })]);
          refusals += 1;
        }
      }
    }
    // 5 grid views x 3 other roles x 6 calls.
    expect(refusals).toBe(90);
    expect(await allRows()).toEqual(before);
  });

  it('lets a user holding several roles use the grids of each (ops lead: PLATFORM_ADMIN and ORG_ADMIN)', async () => {
    const opsLead = await t.signer.sign({ groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'], username: 'ops.lead' });
    const response = await t.app.inject({ method: 'GET', url: '/grid-preferences/internalUsers', headers: { authorization: `Bearer ${opsLead}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gridView: 'internalUsers', columns: null, views: [] });
  });
});

describe('columns', () => {
  it("answers null columns and no views when nothing is saved: the grid shows the spec's columns", async () => {
    expect(await read()).toEqual({ gridView: 'invoices', columns: null, views: [] });
  });

  it('saves the columns in the order given (hidden, pinned, widths), answers them and reads them back on a new token of the same user', async () => {
    const layout = [column('client', { pin: 'left', width: 220 }), column('invoiceNumber', { pin: 'left' }), column('referrer', { hidden: true }), column('billingPeriodOrdersInUsd', { pin: 'right', width: 90 })];
    const response = await putColumns(layout);
    expect(response.statusCode).toBe(200);
    expect(response.json<GridPreferences>().columns).toEqual(layout);
    // Another browser: another token of the same user.
    expect((await read()).columns).toEqual(layout);
  });

  it('replaces the saved columns on a second save, and forgets them on reset', async () => {
    expect((await putColumns([column('client', { hidden: true })])).statusCode).toBe(200);
    expect((await putColumns([column('dueDate', { width: 300 })])).statusCode).toBe(200);
    expect((await read()).columns).toEqual([column('dueDate', { width: 300 })]);
    const reset = await as('FINANCE', FIONA, { method: 'DELETE', url: '/grid-preferences/invoices/columns' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<GridPreferences>().columns).toBeNull();
    expect((await read()).columns).toBeNull();
  });

  it('keeps each grid view apart: the invoices grid and a single client’s invoices', async () => {
    expect((await putColumns([column('client', { hidden: true })])).statusCode).toBe(200);
    expect((await read(FIONA, 'clientInvoices')).columns).toBeNull();
  });

  it("refuses a column the grid view does not have: client and referrer are not a single client's invoices' columns", async () => {
    for (const field of ['client', 'referrer']) {
      const response = await putColumns([column('invoiceNumber'), column(field)], FIONA, 'clientInvoices');
      expect(problem(response)).toEqual([400, expect.objectContaining({ message: `The single client's invoices grid has no column ${field}`, field: 'field' })]);
    }
    const unknown = await putColumns([column('secretField')]);
    expect(problem(unknown)).toEqual([400, expect.objectContaining({ message: 'The invoices grid has no column secretField', field: 'field' })]);
    expect(await allRows()).toEqual({ columns: [], views: [] });
  });

  it('refuses a column listed twice and a layout that hides every column, saving nothing', async () => {
    expect((await putColumns([column('client', { width: 200 })])).statusCode).toBe(200);
    const before = await allRows();
    expect(problem(await putColumns([column('client'), column('dueDate'), column('client')]))).toEqual([400, expect.objectContaining({ message: 'Column client is listed twice', field: 'field' })]);
    const everyColumn = GRID_VIEWS.clientForms.columns.map((field) => column(field, { hidden: true }));
    const allHidden = await as('CLIENT_SUCCESS', FIONA, { method: 'PUT', url: '/grid-preferences/clientForms/columns', payload: { columns: everyColumn } });
    expect(problem(allHidden)).toEqual([400, expect.objectContaining({ message: 'Keep at least one column shown', field: 'hidden' })]);
    expect(await allRows()).toEqual(before);
  });

  it('accepts a layout hiding every column it lists when it leaves others out (those stay shown)', async () => {
    const response = await as('CLIENT_SUCCESS', FIONA, { method: 'PUT', url: '/grid-preferences/clientForms/columns', payload: { columns: [column('status', { hidden: true })] } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses widths outside 60-1000 px and an unknown pin, naming the field', async () => {
    expect(problem(await putColumns([column('client', { width: 59 })]))).toEqual([400, expect.objectContaining({ message: 'Width must be at least 60', field: 'width' })]);
    expect(problem(await putColumns([column('client', { width: 1001 })]))).toEqual([400, expect.objectContaining({ message: 'Width must be at most 1000', field: 'width' })]);
    expect(problem(await putColumns([{ ...column('client'), pin: 'top' }]))).toEqual([400, expect.objectContaining({ message: 'Pin must be one of: none, left, right', field: 'pin' })]);
    expect(problem(await putColumns([]))).toEqual([400, expect.objectContaining({ message: 'Columns: choose at least one', field: 'columns' })]);
    expect(await allRows()).toEqual({ columns: [], views: [] });
  });

  it('refuses a grid view the console does not have', async () => {
    const response = await as('FINANCE', FIONA, { method: 'GET', url: '/grid-preferences/reports' });
    expect(problem(response)).toEqual([400, expect.objectContaining({ message: 'Grid view must be one of: clients, invoices, clientInvoices, clientForms, internalUsers', field: 'gridView' })]);
  });
});

describe('saved views', () => {
  it('saves a view under its name (trimmed) with its search, filters and sort, listed by name', async () => {
    expect((await createView({ name: '  Overdue by due date  ', state: OVERDUE_STATE })).statusCode).toBe(200);
    expect((await createView({ name: 'acme', state: { ...EMPTY_STATE, search: 'acme' } })).statusCode).toBe(200);
    const { views } = await read();
    expect(views.map(({ name, state, isDefault }) => ({ name, state, isDefault }))).toEqual([
      { name: 'acme', state: { ...EMPTY_STATE, search: 'acme' }, isDefault: false },
      { name: 'Overdue by due date', state: OVERDUE_STATE, isDefault: false },
    ]);
    expect(views[0]?.viewId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps one default view per grid: a new default replaces the previous one', async () => {
    await createView({ name: 'First', isDefault: true });
    await createView({ name: 'Second', isDefault: true });
    expect((await read()).views.map((view) => [view.name, view.isDefault])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    const first = (await read()).views[0]!;
    const update = await as('FINANCE', FIONA, { method: 'PUT', url: `/grid-preferences/invoices/views/${first.viewId}`, payload: { name: 'First', state: first.state, isDefault: true } });
    expect(update.statusCode).toBe(200);
    expect(update.json<GridPreferences>().views.map((view) => [view.name, view.isDefault])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  it('renames and changes a view, and deletes it', async () => {
    const created = (await createView({ name: 'Draft' })).json<GridPreferences>().views[0]!;
    const renamed = await as('FINANCE', FIONA, { method: 'PUT', url: `/grid-preferences/invoices/views/${created.viewId}`, payload: { name: 'Overdue', state: OVERDUE_STATE, isDefault: false } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<GridPreferences>().views).toEqual([{ viewId: created.viewId, name: 'Overdue', state: OVERDUE_STATE, isDefault: false }]);
    const deleted = await as('FINANCE', FIONA, { method: 'DELETE', url: `/grid-preferences/invoices/views/${created.viewId}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<GridPreferences>().views).toEqual([]);
    const again = await as('FINANCE', FIONA, { method: 'DELETE', url: `/grid-preferences/invoices/views/${created.viewId}` });
    expect(problem(again)).toEqual([404, expect.objectContaining({ message: 'This saved view does not exist (it may have been deleted in another window)' })]);
  });

  it('refuses a name already given to another view of the grid, ignoring case (409), saving nothing', async () => {
    await createView({ name: 'Overdue' });
    const other = (await createView({ name: 'Paid' })).json<GridPreferences>().views.find((view) => view.name === 'Paid')!;
    const before = await allRows();
    expect(problem(await createView({ name: 'OVERDUE', state: OVERDUE_STATE }))).toEqual([409, expect.objectContaining({ message: 'A view named OVERDUE already exists in this grid' })]);
    const rename = await as('FINANCE', FIONA, { method: 'PUT', url: `/grid-preferences/invoices/views/${other.viewId}`, payload: { name: 'overdue', state: EMPTY_STATE, isDefault: false } });
    expect(problem(rename)).toEqual([409, expect.objectContaining({ message: 'A view named overdue already exists in this grid' })]);
    expect(await allRows()).toEqual(before);
    // Another grid view, or another user, may use the name.
    expect((await createView({ name: 'Overdue' }, FIONA, 'clientInvoices')).statusCode).toBe(200);
    expect((await createView({ name: 'Overdue' }, FRANK)).statusCode).toBe(200);
  });

  it('refuses a blank name and a name over 60 characters, naming the field', async () => {
    expect(problem(await createView({ name: '   ' }))).toEqual([400, expect.objectContaining({ message: 'Name must not be blank', field: 'name' })]);
    expect(problem(await createView({ name: 'x'.repeat(61) }))).toEqual([400, expect.objectContaining({ message: 'Name must be at most 60 characters', field: 'name' })]);
    expect((await createView({ name: 'x'.repeat(60) })).statusCode).toBe(200);
    expect((await read()).views.map((view) => view.name)).toEqual(['x'.repeat(60)]);
  });

  it("refuses a state naming a column the grid view does not have (a single client's invoices have no client column)", async () => {
    const response = await createView({ name: 'By client', state: { ...EMPTY_STATE, sets: { client: ['Acme'] } } }, FIONA, 'clientInvoices');
    expect(problem(response)).toEqual([400, expect.objectContaining({ message: "The single client's invoices grid has no column client", field: 'sets' })]);
    const sorted = await createView({ name: 'By referrer', state: { ...EMPTY_STATE, sort: { field: 'referrer', direction: 'asc' } } }, FIONA, 'clientInvoices');
    expect(problem(sorted)).toEqual([400, expect.objectContaining({ message: "The single client's invoices grid has no column referrer", field: 'sort' })]);
    expect(await allRows()).toEqual({ columns: [], views: [] });
  });

  it('saves a view naming a value no row has (the grid marks it when it opens)', async () => {
    const state = { ...EMPTY_STATE, sets: { client: ['A client that was deleted'] } };
    expect((await createView({ name: 'Gone', state })).statusCode).toBe(200);
    expect((await read()).views[0]?.state).toEqual(state);
  });

  it('refuses the 51st view of a grid, keeping the 50', async () => {
    for (let i = 1; i <= 50; i += 1) expect((await createView({ name: `View ${i}` })).statusCode).toBe(200);
    const response = await createView({ name: 'View 51' });
    expect(problem(response)).toEqual([400, expect.objectContaining({ message: 'At most 50 views can be saved per grid; delete one first', field: 'name' })]);
    expect((await read()).views).toHaveLength(50);
  });
});

describe('each user reads and changes only their own', () => {
  it("never shows one user's columns or views to another user of the same role", async () => {
    expect((await putColumns([column('client', { hidden: true })])).statusCode).toBe(200);
    expect((await createView({ name: 'Fiona’s view', isDefault: true })).statusCode).toBe(200);
    expect(await read(FRANK)).toEqual({ gridView: 'invoices', columns: null, views: [] });
  });

  it("answers 404 to another user changing or deleting a view, which stays as it was", async () => {
    const view = (await createView({ name: 'Fiona’s view', state: OVERDUE_STATE })).json<GridPreferences>().views[0]!;
    const before = await allRows();
    const update = await as('FINANCE', FRANK, { method: 'PUT', url: `/grid-preferences/invoices/views/${view.viewId}`, payload: { name: 'Taken over', state: EMPTY_STATE, isDefault: true } });
    expect(problem(update)).toEqual([404, expect.objectContaining({ message: 'This saved view does not exist (it may have been deleted in another window)' })]);
    const remove = await as('FINANCE', FRANK, { method: 'DELETE', url: `/grid-preferences/invoices/views/${view.viewId}` });
    expect(remove.statusCode).toBe(404);
    expect(await allRows()).toEqual(before);
    expect((await read()).views).toEqual([view]);
  });

  it("answers 404 for one's own view addressed under another grid view", async () => {
    const view = (await createView({ name: 'Mine' })).json<GridPreferences>().views[0]!;
    const response = await as('FINANCE', FIONA, { method: 'DELETE', url: `/grid-preferences/clientInvoices/views/${view.viewId}` });
    expect(response.statusCode).toBe(404);
    expect((await read()).views).toEqual([view]);
  });

  it("another user's reset leaves the first user's columns", async () => {
    expect((await putColumns([column('client', { hidden: true })])).statusCode).toBe(200);
    expect((await as('FINANCE', FRANK, { method: 'DELETE', url: '/grid-preferences/invoices/columns' })).statusCode).toBe(200);
    expect((await read()).columns).toEqual([column('client', { hidden: true })]);
  });
});
