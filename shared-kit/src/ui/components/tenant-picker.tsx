import { Input, Select } from 'antd';
import AutoComplete from 'antd/es/auto-complete';
import { useMemo } from 'react';
import { ENDPOINTS, TENANT_ID_MAX_LENGTH, type TenantSummary } from 'shared-kit/contract';
import { useEndpointQuery } from 'shared-kit/runtime';

/** Props of {@link TenantPicker}. */
export interface TenantPickerProps {
  /** The input's id (its label's `htmlFor`). */
  id: string;
  /** The chosen or typed tenant ID; '' for none. */
  value: string;
  onChange: (tenantId: string) => void;
  /**
   * Whether a tenant ID that is not in the list may be typed (the spec's typed inputs); `false`
   * allows only a listed tenant. Default `true`.
   */
  allowTyping?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shown, not editable (typing only): e.g. while the value is being used. */
  readOnly?: boolean;
  /** A clear button, in the select of listed tenants only (`allowTyping={false}`); clearing gives ''. */
  allowClear?: boolean;
  /**
   * Tenants to offer instead of the tenant list (a screen that already loaded them, with its own
   * failure message); `loading` then says they are still on their way.
   */
  tenants?: readonly TenantSummary[];
  loading?: boolean;
  style?: React.CSSProperties;
}

/** How a tenant reads in the picker: 'T01 - Acme Devices'. */
export function tenantOptionLabel(tenant: TenantSummary): string {
  return tenant.tenantName ? `${tenant.tenantId} - ${tenant.tenantName}` : tenant.tenantId;
}

/** Whether a tenant matches typed text: its ID or name contains it, ignoring case. */
export function tenantMatches(tenant: TenantSummary, typed: string): boolean {
  const text = typed.trim().toLowerCase();
  return text === '' || tenant.tenantId.toLowerCase().includes(text) || tenant.tenantName.toLowerCase().includes(text);
}

/**
 * The one tenant picker of the console (docs/tenant-ids.md): the tenants of
 * `GET /update-config/list-tenants` as 'T01 - Acme Devices', searched by ID or name. With
 * `allowTyping` (the default) it is a combo box whose typed text is the value, at most
 * {@link TENANT_ID_MAX_LENGTH} (60) characters, so a tenant missing from the list can still be named;
 * without, a searchable select of listed tenants only. A list that fails to load leaves typing
 * working (no toast: the picker is a help, not the screen's job).
 */
export function TenantPicker({ id, value, onChange, allowTyping = true, placeholder = 'T01', disabled, readOnly, allowClear, tenants, loading, style }: TenantPickerProps) {
  const listed = useEndpointQuery(ENDPOINTS.listTenants, undefined, { enabled: !tenants, retry: false });
  const all = useMemo(() => tenants ?? listed.data ?? [], [tenants, listed.data]);
  const width = style ?? { width: '100%', maxWidth: 360 };
  if (!allowTyping) {
    return (
      <Select
        id={id}
        showSearch={{ filterOption: (typed, option) => !!option && tenantMatches({ tenantId: String(option.value), tenantName: String(option.label) }, typed) }}
        value={value || undefined}
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowClear}
        loading={tenants ? loading : listed.isPending}
        onChange={(chosen: string | undefined) => onChange(chosen ?? '')}
        options={all.map((tenant) => ({ value: tenant.tenantId, label: tenantOptionLabel(tenant) }))}
        style={width}
      />
    );
  }
  return (
    <AutoComplete
      value={value}
      disabled={disabled}
      {...(readOnly ? { open: false } : {})}
      onChange={(typed: string) => {
        if (!readOnly) onChange(typed);
      }}
      options={all.filter((tenant) => tenantMatches(tenant, value)).map((tenant) => ({ value: tenant.tenantId, label: tenantOptionLabel(tenant) }))}
      style={width}
    >
      <Input id={id} placeholder={placeholder} maxLength={TENANT_ID_MAX_LENGTH} autoComplete="off" readOnly={readOnly} />
    </AutoComplete>
  );
}
