import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { TenantPicker, type TenantPickerProps } from './tenant-picker';

const TENANTS = [
  { tenantId: 'T01', tenantName: 'Acme Devices' },
  { tenantId: 'T02', tenantName: 'Globex' },
];

let current = '';
function Picker({ allowTyping, initial = '', ...rest }: { allowTyping?: boolean; initial?: string } & Partial<Pick<TenantPickerProps, 'readOnly' | 'allowClear' | 'tenants' | 'loading'>>) {
  const [value, setValue] = useState(initial);
  current = value;
  return (
    <>
      <label htmlFor="tenant">Tenant ID</label>
      <TenantPicker id="tenant" value={value} onChange={setValue} {...(allowTyping === undefined ? {} : { allowTyping })} {...rest} />
    </>
  );
}

function renderPicker(allowTyping?: boolean, props: Omit<Parameters<typeof Picker>[0], 'allowTyping'> = {}) {
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <App>
        <Picker {...(allowTyping === undefined ? {} : { allowTyping })} {...props} />
      </App>
    </QueryLayer>,
  );
}

describe('TenantPicker', () => {
  it("lists the tenants as 'T01 - Acme Devices' and narrows them to the typed ID or name", async () => {
    const seen = mockApi({ 'GET /update-config/list-tenants': { data: TENANTS } });
    renderPicker();
    const input = screen.getByLabelText('Tenant ID');
    await waitFor(() => expect(seen.map((r) => r.url)).toEqual(['/update-config/list-tenants']));
    await userEvent.click(input);
    await userEvent.type(input, 'glob');
    expect(await screen.findByText('T02 - Globex')).toBeTruthy();
    expect(screen.queryByText('T01 - Acme Devices')).toBeNull();
    await userEvent.click(screen.getByText('T02 - Globex'));
    expect(current).toBe('T02');
  });

  it('keeps a typed tenant ID that is not listed, at most 60 characters, and still types when the list fails to load', async () => {
    mockApi({ 'GET /update-config/list-tenants': { status: 500 } });
    renderPicker();
    const input = screen.getByLabelText('Tenant ID');
    expect(input.getAttribute('maxlength')).toBe('60');
    expect(input.getAttribute('placeholder')).toBe('T01');
    fireEvent.change(input, { target: { value: 'T99-new' } });
    expect(current).toBe('T99-new');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without typing, only a listed tenant can be chosen', async () => {
    mockApi({ 'GET /update-config/list-tenants': { data: TENANTS } });
    renderPicker(false);
    const input = screen.getByLabelText('Tenant ID');
    fireEvent.mouseDown(input);
    await userEvent.type(input, 'T9');
    expect(current).toBe('');
    await userEvent.clear(input);
    await userEvent.type(input, 'acme');
    await userEvent.click(await screen.findByText('T01 - Acme Devices'));
    expect(current).toBe('T01');
  });

  it("offers the screen's own tenants without asking for the list, and clears to '' with allowClear", async () => {
    const seen = mockApi({ 'GET /update-config/list-tenants': { data: TENANTS } });
    renderPicker(false, { tenants: [{ tenantId: 'T07', tenantName: 'Initech' }], allowClear: true, initial: 'T07' });
    fireEvent.mouseDown(screen.getByLabelText('Tenant ID'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual(['T07 - Initech']));
    expect(seen).toEqual([]);
    fireEvent.mouseDown(document.querySelector('.ant-select-clear')!);
    fireEvent.click(document.querySelector('.ant-select-clear')!);
    expect(current).toBe('');
  });

  it('read-only, shows the value and takes no typing', async () => {
    mockApi({ 'GET /update-config/list-tenants': { data: TENANTS } });
    renderPicker(true, { readOnly: true, initial: 'T01' });
    const input = screen.getByLabelText('Tenant ID');
    expect((input as HTMLInputElement).value).toBe('T01');
    expect(input.hasAttribute('readonly')).toBe(true);
    await userEvent.type(input, 'x');
    expect(current).toBe('T01');
  });
});
