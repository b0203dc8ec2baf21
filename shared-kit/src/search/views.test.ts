import { filterByStock, rowsOf, runQuery } from './filters';
import { createSearchIndex } from './search-index';
import { parseSearch } from './parse-search';
import { CLIENTS_GRID_VIEW, SEARCH_VIEWS, type SearchView, VIEW_NAMES, type ViewName } from './views';

interface UserRow {
  tenantId: string;
  email: string;
  type: string;
}

// A screen's own view: typed without a cast although its name is not a built-in one.
const INTERNAL_USERS: SearchView = {
  name: 'internalUsers',
  columns: [
    { field: 'tenantId', type: 'text' },
    { field: 'email', type: 'text' },
    { field: 'type', type: 'text' },
  ],
};

const USERS: UserRow[] = [
  { tenantId: 'T01', email: 'sam@px.local', type: 'ADMIN' },
  { tenantId: 'T02', email: 'kim@px.local', type: 'SALES_REP' },
  { tenantId: 'T03', email: 'sam@px.local', type: 'OWNER' },
];

describe('search views', () => {
  it('searches rows through a view with a custom name', () => {
    const index = createSearchIndex(USERS, INTERNAL_USERS);
    expect(rowsOf(index, runQuery(index, { search: 'sam' })).map((row) => row.tenantId)).toEqual(['T01', 'T03']);
    expect(rowsOf(index, runQuery(index, { search: 'sales_rep' })).map((row) => row.tenantId)).toEqual(['T02']);
  });

  it('names a custom view in the engine errors', () => {
    const index = createSearchIndex(USERS, INTERNAL_USERS);
    expect(() => filterByStock(index, 'inStock')).toThrow('internalUsers has no stock field');
  });

  it('keeps the built-in views named after their key', () => {
    for (const name of VIEW_NAMES) {
      const narrowed: ViewName = SEARCH_VIEWS[name].name;
      expect(narrowed).toBe(name);
    }
    // @ts-expect-error only the built-in views are in SEARCH_VIEWS
    expect(SEARCH_VIEWS.internalUsers).toBeUndefined();
  });
});

describe('the clients grid view', () => {
  it("searches the clients view's columns plus the Effective Date the grid shows, as dates", () => {
    const view = CLIENTS_GRID_VIEW;
    expect(view.name).toBe('clients');
    expect(view.columns.map((column) => column.field)).toEqual([...SEARCH_VIEWS.clients.columns.map((column) => column.field), 'effectiveDate']);
    expect(view.columns.at(-1)).toEqual({ field: 'effectiveDate', type: 'date' });
    // No multiple-value search on clients: a pasted list is a quick search of every word.
    expect(parseSearch('T01 T02', view)).toEqual({ kind: 'quick', terms: ['t01', 't02'] });
  });

});
