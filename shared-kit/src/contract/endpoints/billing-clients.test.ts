import { CLIENT_SEARCH_FIELDS, CLIENT_SEARCH_MESSAGES, ClientSearchBodySchema, ClientSearchExportBodySchema } from './billing-clients';
import { INVOICE_SEARCH_MESSAGES, InvoiceSearchBodySchema, InvoiceSearchExportBodySchema } from './billing-invoices';

describe('clients search contract', () => {
  it('takes the grid state in exactly the shape the invoices search takes it', () => {
    expect(ClientSearchBodySchema.properties.state).toBe(InvoiceSearchBodySchema.properties.state);
    expect(ClientSearchExportBodySchema.properties.state).toBe(InvoiceSearchExportBodySchema.properties.state);
    // The window is asked for in the same words, up to each list's own limit.
    const { state: _clientState, counts: _clientCounts, ...clientWindow } = ClientSearchBodySchema.properties;
    const { state: _invoiceState, tenantId: _tenantId, counts: _invoiceCounts, ...invoiceWindow } = InvoiceSearchBodySchema.properties;
    expect(JSON.parse(JSON.stringify(clientWindow))).toEqual(JSON.parse(JSON.stringify(invoiceWindow)));
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
    expect(CLIENT_SEARCH_MESSAGES.noStock).toBe('The clients list has no stock filter');
    expect(INVOICE_SEARCH_MESSAGES.noStock).toBe('The invoices list has no stock filter');
    expect(CLIENT_SEARCH_MESSAGES.badCursor).toBe('The cursor does not belong to this search; ask for the first window again');
  });
});
