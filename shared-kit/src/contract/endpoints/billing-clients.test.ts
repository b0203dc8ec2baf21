import { SEARCH_VIEWS } from '../../search/views';
import { parseSearch } from '../../search/parse-search';
import { CLIENT_SEARCH_FIELDS, CLIENT_SEARCH_MESSAGES, ClientSearchStateSchema, clientsGridView } from './billing-clients';
import { GridQueryStateSchema } from './billing-invoices';

describe('clients search contract', () => {
  it('takes the grid state in exactly the shape the invoices search takes it', () => {
    expect(JSON.parse(JSON.stringify(ClientSearchStateSchema))).toEqual(JSON.parse(JSON.stringify(GridQueryStateSchema)));
  });

  it("searches the clients view's columns plus the Effective Date the grid shows, as dates", () => {
    const view = clientsGridView(SEARCH_VIEWS.clients);
    expect(view.name).toBe('clients');
    expect(view.columns.map((column) => column.field)).toEqual([...SEARCH_VIEWS.clients.columns.map((column) => column.field), 'effectiveDate']);
    expect(view.columns.at(-1)).toEqual({ field: 'effectiveDate', type: 'date' });
    // No multiple-value search on clients: a pasted list is a quick search of every word.
    expect(parseSearch('T01 T02', view)).toEqual({ kind: 'quick', terms: ['t01', 't02'] });
  });

  it("filters by the grid's filter columns and sorts '$ Awaiting Payment' in US dollars", () => {
    expect(CLIENT_SEARCH_FIELDS.sets).toEqual(['status', 'billingCountry', 'currencyCode']);
    expect(CLIENT_SEARCH_FIELDS.amounts).toEqual(['awaitingPaymentInUsd']);
    expect(CLIENT_SEARCH_FIELDS.sort).toContain('awaitingPaymentInUsd');
  });

  it('names the refused field and filter in its messages', () => {
    expect(CLIENT_SEARCH_MESSAGES.unknownField('set filter', 'color')).toBe("Unknown set filter field 'color'");
    expect(CLIENT_SEARCH_MESSAGES.badAmount('awaitingPaymentInUsd', 'Must be a valid number')).toBe("Amount filter 'awaitingPaymentInUsd': Must be a valid number");
    expect(CLIENT_SEARCH_MESSAGES.limit).toBe('limit must be an integer from 1 to 500');
  });
});
