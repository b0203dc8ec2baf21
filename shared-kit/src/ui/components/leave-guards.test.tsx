import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { leaveMessage, useSessionStore } from 'shared-kit/runtime';
import { PENDING_TASK_MESSAGE, UNSAVED_CHANGES_MESSAGE, usePendingTaskGuard, useUnsavedChangesGuard, useUnsentInputGuard } from './leave-guards';

// jsdom's Event keeps the legacy boolean returnValue; browsers' BeforeUnloadEvent takes a string.
function fireBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { writable: true, value: '' });
  window.dispatchEvent(event);
  return event;
}

function Pending({ pending, message }: { pending?: boolean; message?: string }) {
  usePendingTaskGuard(pending, message);
  return null;
}

describe('pending-task guard', () => {
  afterEach(() => act(() => useSessionStore.getState().reset()));
  it('warns with the spec message while a task is pending', () => {
    expect(PENDING_TASK_MESSAGE).toBe('There is one task pending, do you want to leave anyways?');
    const { rerender } = render(<Pending pending />);
    const event = fireBeforeUnload();
    expect(event.defaultPrevented).toBe(true);
    expect((event as BeforeUnloadEvent).returnValue).toBe(PENDING_TASK_MESSAGE);
    rerender(<Pending pending={false} />);
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });
  it('uses a custom message when given', () => {
    render(<Pending pending message="Upload still running" />);
    expect((fireBeforeUnload() as BeforeUnloadEvent).returnValue).toBe('Upload still running');
  });
  it('follows the session pending-task flag', () => {
    render(<Pending />);
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
    act(() => useSessionStore.getState().setFlag('pendingTask', true));
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
  });
});

function Editor({ dirty }: { dirty: boolean }) {
  const { confirmDiscard } = useUnsavedChangesGuard(dirty);
  return (
    <div>
      <Link to="/elsewhere">Leave</Link>
      <button type="button" onClick={() => confirmDiscard() && (document.title = 'discarded')}>
        CANCEL CHANGES
      </button>
    </div>
  );
}

function renderEditor(dirty: boolean) {
  return render(
    <MemoryRouter initialEntries={['/update-config']}>
      <Routes>
        <Route path="/update-config" element={<Editor dirty={dirty} />} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('unsaved-changes guard', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm');
    document.title = '';
  });
  afterEach(() => confirm.mockRestore());

  it('asks before navigating away with changes and stays on Cancel', () => {
    expect(UNSAVED_CHANGES_MESSAGE).toBe('You have some unsaved changes. OK to forget these changes and leave the page?');
    confirm.mockReturnValue(false);
    renderEditor(true);
    fireEvent.click(screen.getByText('Leave'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
  it('leaves on OK', () => {
    confirm.mockReturnValue(true);
    renderEditor(true);
    fireEvent.click(screen.getByText('Leave'));
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });
  it('does not ask without changes', () => {
    renderEditor(false);
    fireEvent.click(screen.getByText('Leave'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });
  it('warns before unload and confirms discarding', () => {
    confirm.mockReturnValue(false);
    renderEditor(true);
    expect((fireBeforeUnload() as BeforeUnloadEvent).returnValue).toBe(UNSAVED_CHANGES_MESSAGE);
    fireEvent.click(screen.getByText('CANCEL CHANGES'));
    expect(document.title).toBe('');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByText('CANCEL CHANGES'));
    expect(document.title).toBe('discarded');
  });
});

function SentForm() {
  const [tenantId, setTenantId] = useState('');
  const guard = useUnsentInputGuard({ tenantId }, { tenantId: '' });
  return (
    <div>
      <Link to="/elsewhere">Leave</Link>
      <label htmlFor="tenant">Tenant ID</label>
      <input id="tenant" value={tenantId} onChange={(event) => setTenantId(event.target.value)} />
      <button type="button" onClick={() => guard.markSent({ tenantId })}>
        Sync
      </button>
    </div>
  );
}

describe('unsent-input guard (docs/leaving.md)', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  });
  afterEach(() => confirm.mockRestore());

  function renderSentForm() {
    render(
      <MemoryRouter initialEntries={['/pxnr-sync']}>
        <Routes>
          <Route path="/pxnr-sync" element={<SentForm />} />
          <Route path="/elsewhere" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('asks while the typed values differ from the ones last sent, not after a send, and again after a change', () => {
    renderSentForm();
    expect(leaveMessage()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T01' } });
    fireEvent.click(screen.getByText('Leave'));
    expect(confirm).toHaveBeenCalledWith('You have some unsaved changes. OK to forget these changes and leave the page?');
    expect((screen.getByLabelText('Tenant ID') as HTMLInputElement).value).toBe('T01');

    fireEvent.click(screen.getByText('Sync'));
    expect(leaveMessage()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T02' } });
    expect(leaveMessage()).toBe('You have some unsaved changes. OK to forget these changes and leave the page?');
    // Typing back what was sent is nothing unsaved.
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T01' } });
    expect(leaveMessage()).toBeUndefined();
    confirm.mockClear();
    fireEvent.click(screen.getByText('Leave'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('tells chosen files apart: another file after a sent one is unsaved again', () => {
    const first = new File(['a'], 'first.csv');
    const { result, rerender } = renderHook(({ file }: { file: File | undefined }) => useUnsentInputGuard<File | undefined>(file, undefined), {
      initialProps: { file: first as File | undefined },
      wrapper: MemoryRouter,
    });
    expect(result.current.dirty).toBe(true);
    act(() => result.current.markSent(first));
    expect(result.current.dirty).toBe(false);
    rerender({ file: new File(['b'], 'second.csv') });
    expect(result.current.dirty).toBe(true);
  });
});
