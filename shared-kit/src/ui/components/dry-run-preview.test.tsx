import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ENDPOINTS, type BatchRetryPaymentResponse } from 'shared-kit/contract';
import { QueryLayer, apiClient, createConsoleQueryClient, setRuntimeConfig, type RuntimeConfig } from 'shared-kit/runtime';
import { DRY_RUN_TEXTS, DryRunPreviewDialog, type DryRunSummary } from './dry-run-preview';

interface Seen {
  method: string;
  url: string;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

/** Replaces the API client's transport; `answer` replies to each request. */
function transport(answer: (request: Seen) => { status?: number; data?: unknown } | Promise<{ status?: number; data?: unknown }>): Seen[] {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: Seen = {
      method: (config.method ?? '').toUpperCase(),
      url: (config.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      query: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const reply = await answer(request);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

type Outcome = BatchRetryPaymentResponse['results'][number]['outcome'];
const answerFor = (outcomes: Record<string, Outcome>, dryRun: boolean): BatchRetryPaymentResponse => {
  const results = Object.entries(outcomes).map(([invoiceNumber, outcome]) => ({
    invoiceNumber,
    outcome,
    message: outcome === 'SKIPPED' ? 'Invoice is not OVERDUE' : outcome === 'WOULD_CHARGE' ? 'Card would be charged' : 'Charged',
    client: null,
    amount: null,
    currencyCode: null,
  }));
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    message: '',
    type: 'success',
    succeeded: count('SUCCEEDED'),
    skipped: count('SKIPPED'),
    failed: 0,
    results,
    amounts: [],
    ...(dryRun ? { dryRun: true as const } : {}),
  };
};

const AMOUNTS: Record<string, number> = { 'INV-1': 120, 'INV-2': 80.5, 'INV-3': 42 };

function summarize(answer: BatchRetryPaymentResponse): DryRunSummary {
  const charged = answer.results.filter((r) => r.outcome !== 'SKIPPED');
  return {
    records: charged.map((r) => ({ key: r.invoiceNumber, label: r.invoiceNumber, amount: `$${AMOUNTS[r.invoiceNumber]!.toFixed(2)}`, note: r.message })),
    skipped: answer.results.filter((r) => r.outcome === 'SKIPPED').map((r) => ({ key: r.invoiceNumber, label: r.invoiceNumber, reason: r.message })),
    amounts: [{ label: 'Amount to charge', value: `$${charged.reduce((sum, r) => sum + AMOUNTS[r.invoiceNumber]!, 0).toFixed(2)}` }],
  };
}

function dialog(invoiceNumbers: string[], onDone = jest.fn(), onCancel = jest.fn()) {
  return (
    <DryRunPreviewDialog
      open
      title="Retry Payment"
      confirmText="Retry Payment"
      endpoint={ENDPOINTS.batchRetryPayment}
      input={{ body: { invoiceNumbers } }}
      summarize={summarize}
      errorToast="Something went wrong. Try again after sometime"
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function renderDialog(invoiceNumbers: string[], onDone = jest.fn()) {
  const client = createConsoleQueryClient();
  const view = render(<QueryLayer client={client}>{dialog(invoiceNumbers, onDone)}</QueryLayer>);
  return { ...view, rerenderWith: (next: string[]) => view.rerender(<QueryLayer client={client}>{dialog(next, onDone)}</QueryLayer>) };
}

const confirmButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry Payment' });
const cells = (table: string) =>
  [...within(screen.getByRole('table', { name: table })).getAllByRole('row')].slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' } as RuntimeConfig));

describe('dry-run preview dialog', () => {
  it('asks for a dry run of the call and shows the count, the records with amounts, the total and the skipped ones with their reason', async () => {
    const seen = transport((request) => ({ data: answerFor({ 'INV-1': 'WOULD_CHARGE', 'INV-2': 'WOULD_CHARGE', 'INV-3': 'SKIPPED' }, request.query?.dryRun === 'true') }));
    renderDialog(['INV-1', 'INV-2', 'INV-3']);
    expect(await screen.findByText(DRY_RUN_TEXTS.willChange(2))).toBeTruthy();
    expect(seen).toEqual([{ method: 'POST', url: '/billing/invoices/batch-retry-payment', query: { dryRun: 'true' }, body: { invoiceNumbers: ['INV-1', 'INV-2', 'INV-3'] } }]);
    expect(cells('Records to change')).toEqual([
      ['INV-1', '$120.00', 'Card would be charged'],
      ['INV-2', '$80.50', 'Card would be charged'],
    ]);
    expect((await screen.findByText('Amount to charge')).closest('tr')?.textContent).toContain('$200.50');
    expect(screen.getByText(DRY_RUN_TEXTS.willSkip(1))).toBeTruthy();
    expect(cells('Skipped records')).toEqual([['INV-3', 'Invoice is not OVERDUE']]);
  });

  it('confirms with exactly the previewed input, without dryRun, and hands back the answer', async () => {
    const seen = transport((request) => ({ data: answerFor({ 'INV-1': request.query?.dryRun === 'true' ? 'WOULD_CHARGE' : 'SUCCEEDED' }, request.query?.dryRun === 'true') }));
    const onDone = jest.fn();
    renderDialog(['INV-1'], onDone);
    await screen.findByText(DRY_RUN_TEXTS.willChange(1));
    act(() => confirmButton().click());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ succeeded: 1 })));
    expect(seen[1]).toEqual({ method: 'POST', url: '/billing/invoices/batch-retry-payment', query: undefined, body: { invoiceNumbers: ['INV-1'] } });
    expect(onDone.mock.calls[0]![0]).not.toHaveProperty('dryRun');
  });

  it("confirms with the input confirmInput makes from the preview's answer (e.g. its fingerprint)", async () => {
    const seen = transport((request) => ({
      data: { ...answerFor({ 'INV-1': request.query?.dryRun === 'true' ? 'WOULD_CHARGE' : 'SUCCEEDED' }, request.query?.dryRun === 'true'), fingerprint: '0123456789abcdef' },
    }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <DryRunPreviewDialog
          open
          title="Retry Payment"
          confirmText="Retry Payment"
          endpoint={ENDPOINTS.batchRetryPayment}
          input={{ body: { invoiceNumbers: ['INV-1'] } }}
          summarize={summarize}
          confirmInput={(answer, input) => ({ ...input, query: { fingerprint: answer.fingerprint ?? '' } })}
          onDone={jest.fn()}
          onCancel={jest.fn()}
        />
      </QueryLayer>,
    );
    await screen.findByText(DRY_RUN_TEXTS.willChange(1));
    act(() => confirmButton().click());
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ method: 'POST', url: '/billing/invoices/batch-retry-payment', query: { fingerprint: '0123456789abcdef' }, body: { invoiceNumbers: ['INV-1'] } });
  });

  it('previews a changed selection again before it can be confirmed', async () => {
    let holdSecond: (value: { data: unknown }) => void = () => undefined;
    const seen = transport((request) => {
      const numbers = (request.body as { invoiceNumbers: string[] }).invoiceNumbers;
      if (numbers.length === 2 && request.query?.dryRun === 'true') return new Promise((resolve) => (holdSecond = resolve));
      return { data: answerFor(Object.fromEntries(numbers.map((n) => [n, request.query?.dryRun === 'true' ? 'WOULD_CHARGE' : 'SUCCEEDED'])), request.query?.dryRun === 'true') };
    });
    const view = renderDialog(['INV-1']);
    await screen.findByText(DRY_RUN_TEXTS.willChange(1));
    view.rerenderWith(['INV-1', 'INV-2']);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText(DRY_RUN_TEXTS.willChange(1))).toBeNull();
    await act(async () => holdSecond({ data: answerFor({ 'INV-1': 'WOULD_CHARGE', 'INV-2': 'WOULD_CHARGE' }, true) }));
    await screen.findByText(DRY_RUN_TEXTS.willChange(2));
    act(() => confirmButton().click());
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]!.body).toEqual({ invoiceNumbers: ['INV-1', 'INV-2'] });
    expect(seen[2]!.query).toBeUndefined();
  });

  it('offers nothing to confirm when the dry run would change nothing', async () => {
    const seen = transport(() => ({ data: answerFor({ 'INV-3': 'SKIPPED' }, true) }));
    renderDialog(['INV-3']);
    expect(await screen.findByText(DRY_RUN_TEXTS.nothingToDo)).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
    act(() => confirmButton().click());
    expect(seen).toHaveLength(1);
  });

  it("shows the count of every record when the answer lists only the first ones, with 'and K more' after each list", async () => {
    transport((request) => ({ data: answerFor({ 'INV-1': 'WOULD_CHARGE', 'INV-2': 'WOULD_CHARGE', 'INV-3': 'SKIPPED' }, request.query?.dryRun === 'true') }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <DryRunPreviewDialog
          open
          title="Retry Payment"
          confirmText="Retry Payment"
          endpoint={ENDPOINTS.batchRetryPayment}
          input={{ body: { invoiceNumbers: ['INV-1'] } }}
          summarize={(answer) => ({ ...summarize(answer), count: 1200, skippedCount: 7 })}
          onDone={jest.fn()}
          onCancel={jest.fn()}
        />
      </QueryLayer>,
    );
    expect(await screen.findByText('1200 records will be changed')).toBeTruthy();
    expect(cells('Records to change')).toHaveLength(2);
    expect(screen.getByText('and 1198 more')).toBeTruthy();
    expect(screen.getByText('7 records will be skipped')).toBeTruthy();
    expect(screen.getByText('and 6 more')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it("shows a refused preview's server message and sends nothing more", async () => {
    const seen = transport(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Invoices not found: INV-9' } }));
    renderDialog(['INV-9']);
    expect(await screen.findByText('Invoices not found: INV-9')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(seen).toHaveLength(1);
  });

  it('refuses an endpoint that does not follow the dry-run convention', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <QueryLayer client={createConsoleQueryClient()}>
          <DryRunPreviewDialog open title="t" confirmText="Go" endpoint={ENDPOINTS.invoiceDetails} input={{ params: { invoiceNumber: 'INV-1' } }} summarize={() => ({ records: [] })} onCancel={jest.fn()} onDone={jest.fn()} />
        </QueryLayer>,
      ),
    ).toThrow('invoiceDetails does not accept dryRun');
  });

  it("writes '1 record' and '2 records', heads the amount column for what it holds, and lists a record's items when its row is expanded", async () => {
    transport((request) => ({ data: answerFor({ 'INV-1': 'WOULD_CHARGE' }, request.query?.dryRun === 'true') }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <DryRunPreviewDialog
          open
          title="Preview"
          confirmText="Retry Payment"
          endpoint={ENDPOINTS.batchRetryPayment}
          input={{ body: { invoiceNumbers: ['INV-1'] } }}
          summarize={() => ({ amountTitle: 'Items', records: [{ key: 'a', label: 'Settings', amount: '2', details: ['siteTitle', 'routes'] }], skipped: [{ key: 'b', label: 'Pool', reason: 'Nothing' }, { key: 'c', label: 'DNS', reason: 'Nothing' }] })}
          onDone={jest.fn()}
          onCancel={jest.fn()}
        />
      </QueryLayer>,
    );
    expect(await screen.findByText('1 record will be changed')).toBeTruthy();
    expect(screen.getByText('2 records will be skipped')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Records to change' });
    expect(within(table).getByRole('columnheader', { name: 'Items' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    expect(within(screen.getByRole('list', { name: 'Settings: items' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['siteTitle', 'routes']);
  });

  it('with typeToConfirm, the confirming button is enabled only once the expected text is typed', async () => {
    transport((request) => ({ data: answerFor({ 'INV-1': 'WOULD_CHARGE' }, request.query?.dryRun === 'true') }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <DryRunPreviewDialog
          open
          title="Preview"
          confirmText="Retry Payment"
          endpoint={ENDPOINTS.batchRetryPayment}
          input={{ body: { invoiceNumbers: ['INV-1'] } }}
          typeToConfirm={{ label: 'Type T33 to confirm', expected: 'T33' }}
          summarize={() => ({ records: [{ key: 'a', label: 'Settings' }] })}
          onDone={jest.fn()}
          onCancel={jest.fn()}
        />
      </QueryLayer>,
    );
    await screen.findByText('1 record will be changed');
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Type T33 to confirm'), { target: { value: 'T3' } });
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Type T33 to confirm'), { target: { value: 'T33' } });
    expect(confirmButton()).toHaveProperty('disabled', false);
  });
});
