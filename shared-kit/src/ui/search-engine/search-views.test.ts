import type { SearchView } from 'shared-kit/contract';
import { filterByStock } from './filters/stock-filter';
import { rowsOf } from './filters/ids';
import { runQuery } from './filters/query';
import { createSearchIndex } from './search-index';

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

describe("search views over a screen's own view", () => {
  it('searches rows through a view with a custom name', () => {
    const index = createSearchIndex(USERS, INTERNAL_USERS);
    expect(rowsOf(index, runQuery(index, { search: 'sam' })).map((row) => row.tenantId)).toEqual(['T01', 'T03']);
    expect(rowsOf(index, runQuery(index, { search: 'sales_rep' })).map((row) => row.tenantId)).toEqual(['T02']);
  });

  it('names a custom view in the engine errors', () => {
    const index = createSearchIndex(USERS, INTERNAL_USERS);
    expect(() => filterByStock(index, 'inStock')).toThrow('internalUsers has no stock field');
  });
});
