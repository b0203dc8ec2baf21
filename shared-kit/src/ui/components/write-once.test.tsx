import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Type } from '@sinclair/typebox';
import { ENDPOINTS, declareEndpoints } from 'shared-kit/contract';
import { mockApi, type MockReply } from 'shared-kit/testing';
import { IDEMPOTENCY_KEY_HEADER, QueryLayer, createConsoleQueryClient, requestEndpoint, setTokenProvider, useEndpointMutation, useWriteAction } from 'shared-kit/runtime';
import { WriteButton } from './write-button';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Mark as Paid through the data layer, as a screen wires it: the hook's mutate on a plain button. */
function MarkAsPaid({ numbers = ['INV-1'] }: { numbers?: string[] }) {
  const save = useEndpointMutation(ENDPOINTS.updateInvoiceStatus);
  return (
    <>
      <button type="button" disabled={save.isPending} onClick={() => save.mutate({ body: { invoiceNumbers: numbers, status: 'PAID' } } as never)}>
        Mark as Paid
      </button>
      <output aria-label="state">{save.isPending ? 'saving' : save.isError ? 'failed' : save.isSuccess ? 'saved' : ''}</output>
    </>
  );
}

/** A write made without the data layer's hooks behind the shared WriteButton: the button alone guards it. */
function MarkAsPaidButton() {
  return <WriteButton onClick={() => requestEndpoint(ENDPOINTS.updateInvoiceStatus, { body: { invoiceNumbers: ['INV-1'], status: 'PAID' } })}>Mark as Paid</WriteButton>;
}

/** Two clicks in one task, as a fast double click arrives before React or the data layer draw anything. */
function doubleClick(button: HTMLElement) {
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

const keyOf = (request: { headers: Record<string, unknown> }) => request.headers[IDEMPOTENCY_KEY_HEADER];

beforeAll(() => setTokenProvider(async () => 'token-1'));

describe('a button that writes', () => {
  it('sends one request for a double click, and is inert until the answer', async () => {
    const answer = deferred<MockReply>();
    const seen = mockApi({ 'POST /billing/invoices/update-status': () => answer.promise });
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <MarkAsPaid />
      </QueryLayer>,
    );
    const button = screen.getByRole('button', { name: 'Mark as Paid' });
    doubleClick(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(button);
    answer.resolve({ data: { message: 'Status updated successfully' } });
    expect(await screen.findByText('saved')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('sends one request for a double click on the shared WriteButton', async () => {
    const answer = deferred<MockReply>();
    const seen = mockApi({ 'POST /billing/invoices/update-status': () => answer.promise });
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <MarkAsPaidButton />
      </QueryLayer>,
    );
    const button = screen.getByRole('button', { name: 'Mark as Paid' });
    doubleClick(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    answer.resolve({ data: { message: 'Status updated successfully' } });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(seen).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('is a uuid v4 on every write, the same on a Retry of the failed action, and new for a new action', async () => {
    let fail = true;
    const seen = mockApi({ 'POST /billing/invoices/update-status': () => (fail ? { status: 503, data: { message: 'Service Unavailable' } } : { data: { message: 'ok' } }) });
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <MarkAsPaid />
      </QueryLayer>,
    );
    const button = screen.getByRole('button', { name: 'Mark as Paid' });
    fireEvent.click(button);
    expect(await screen.findByText('failed')).toBeTruthy();
    fail = false;
    fireEvent.click(button); // Retry of the same action (same input, after its failure)
    expect(await screen.findByText('saved')).toBeTruthy();
    fireEvent.click(button); // a new action once the first succeeded
    await waitFor(() => expect(seen).toHaveLength(3));
    await screen.findByText('saved');
    const [first, retry, next] = seen.map(keyOf);
    expect(first).toMatch(UUID_V4);
    expect(retry).toBe(first);
    expect(next).toMatch(UUID_V4);
    expect(next).not.toBe(first);
  });

  it('is new when an upload is sent again with another file after a failure, the same with the same file', async () => {
    const seen = mockApi({ 'POST /client-success/prospective-tenants': { status: 503, data: {} } });
    const first = new File(['GIF89a-1'], 'logo.gif', { type: 'image/gif', lastModified: 1 });
    const other = new File(['GIF89a-22'], 'logo.gif', { type: 'image/gif', lastModified: 2 });
    function Upload() {
      const [logo, setLogo] = useState(first);
      const register = useEndpointMutation(ENDPOINTS.createProspectiveTenant);
      return (
        <>
          <button type="button" onClick={() => setLogo(other)}>
            Pick another logo
          </button>
          <button type="button" onClick={() => register.mutate({ body: { tenantId: '', logo } })}>
            Submit Form
          </button>
          <output aria-label="state">{register.isPending ? 'saving' : register.isError ? 'failed' : ''}</output>
        </>
      );
    }
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <Upload />
      </QueryLayer>,
    );
    const submit = screen.getByRole('button', { name: 'Submit Form' });
    fireEvent.click(submit);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(await screen.findByText('failed')).toBeTruthy();
    fireEvent.click(submit); // Retry with the same file
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('state').textContent).toBe('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Pick another logo' }));
    fireEvent.click(submit);
    await waitFor(() => expect(seen).toHaveLength(3));
    const [sent, retried, another] = seen.map(keyOf);
    expect(retried).toBe(sent);
    expect(another).toMatch(UUID_V4);
    expect(another).not.toBe(sent);
  });

  it('is new when the input changed after a failure (another action, not a Retry)', async () => {
    const seen = mockApi({ 'POST /billing/invoices/update-status': { status: 503, data: {} } });
    function Two() {
      const [numbers, setNumbers] = useState(['INV-1']);
      return (
        <>
          <button type="button" onClick={() => setNumbers(['INV-2'])}>
            Pick INV-2
          </button>
          <MarkAsPaid numbers={numbers} />
        </>
      );
    }
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <Two />
      </QueryLayer>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick INV-2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(keyOf(seen[1]!)).toMatch(UUID_V4);
    expect(keyOf(seen[1]!)).not.toBe(keyOf(seen[0]!));
  });

  it('is sent on writes outside the hooks too (a fresh key each), never on a read', async () => {
    const seen = mockApi({ 'PUT /x': { data: {} }, 'DELETE /x': { data: {} }, 'PATCH /x': { data: {} }, 'GET /x': { data: {} } });
    const x = { path: '/x', access: 'ANY', area: 'test', summary: 'A call of the test', responses: { 200: Type.Object({}) } } as const;
    const X = declareEndpoints({ put: { ...x, method: 'PUT' }, remove: { ...x, method: 'DELETE' }, patch: { ...x, method: 'PATCH' }, get: { ...x, method: 'GET' } });
    await requestEndpoint(X.put);
    await requestEndpoint(X.remove);
    await requestEndpoint(X.patch);
    await requestEndpoint(X.get);
    const keys = seen.map(keyOf);
    expect(keys.slice(0, 3).every((key) => UUID_V4.test(String(key)))).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeUndefined();
  });
});

/** A screen's submit handler (a form's onFinish) guarded by useWriteAction, a mutation inside it. */
function SubmitForm({ onDone }: { onDone: (text: string) => void }) {
  const save = useEndpointMutation(ENDPOINTS.updateInvoiceStatus);
  const submit = useWriteAction(async () => {
    const answer = await save.mutateAsync({ body: { invoiceNumbers: ['INV-1'], status: 'PAID' } } as never);
    onDone(String((answer as { message?: string }).message));
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run();
      }}
    >
      <button type="submit" disabled={submit.pending}>
        Save
      </button>
    </form>
  );
}

describe('useWriteAction', () => {
  it('runs a doubled submit once, and a Retry after a failure sends the same key', async () => {
    let fail = true;
    const seen = mockApi({ 'POST /billing/invoices/update-status': () => (fail ? { status: 503, data: {} } : { data: { message: 'Status updated successfully' } }) });
    const done = jest.fn();
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <SubmitForm onDone={done} />
      </QueryLayer>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    doubleClick(button);
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fail = false;
    doubleClick(button);
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done).toHaveBeenCalledWith('Status updated successfully');
    expect(seen).toHaveLength(2);
    expect(keyOf(seen[0]!)).toMatch(UUID_V4);
    expect(keyOf(seen[1]!)).toBe(keyOf(seen[0]!));
  });
});
