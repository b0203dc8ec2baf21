import { parseSearch } from './parse-search';
import { CLIENTS_GRID_VIEW, SEARCH_VIEWS, VIEW_NAMES, type ViewName } from './views';

describe('search views', () => {
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
