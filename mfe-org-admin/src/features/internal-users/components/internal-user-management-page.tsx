import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Input, Space, Tooltip, Typography } from 'antd';
import { type InternalUserRow, type SearchView } from 'shared-kit/contract';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { DataGrid, type DataGridColumn } from 'shared-kit/ui';
import { offboardInternalUsers } from '../api/offboard-internal-users';
import { searchInternalUsers } from '../api/search-internal-users';
import {
  RESELLER_BUYER_USER_TOOLTIP,
  SEARCH_TOOLTIP,
  internalUserKey,
  isSelectable,
} from '../internal-users';

/** Grid geometry of spec 01 §2 "Internal User Management", px. */
export const GRID_WIDTH = 1000;
export const HEADER_HEIGHT = 32;
/** Rows rendered beyond each edge of the grid's visible rows (spec 01 §2). */
export const ROW_BUFFER = 5;
/** Height of the grid's scrolling body: ten 54 px rows. */
export const GRID_BODY_HEIGHT = 540;
const SELECTION_COLUMN_WIDTH = 190;

/** Toast after a successful offboarding (spec 01 §8 "Other"). */
export const OFFBOARD_SUCCESS_MESSAGE = 'Selected Users are offboarded successfully';

/** The grid's own columns; the search itself runs on the server. */
const INTERNAL_USERS_VIEW: SearchView = {
  name: 'internalUsers',
  columns: [
    { field: 'tenantId', type: 'text' },
    { field: 'email', type: 'text' },
    { field: 'type', type: 'text' },
  ],
};

const COLUMNS: DataGridColumn<InternalUserRow>[] = [
  { field: 'tenantId', title: 'Tenant ID', width: 150 },
  { field: 'email', title: 'Email', width: 360 },
  {
    field: 'type',
    title: 'User Type',
    width: 200,
    render: (row) =>
      row.type === 'RESELLER_BUYER_USER' ? (
        <Tooltip title={RESELLER_BUYER_USER_TOOLTIP}>
          <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
            {row.type}
          </span>
        </Tooltip>
      ) : (
        row.type
      ),
  },
  { field: 'active', title: 'Active', width: 100, render: (row) => (row.active ? 'Yes' : 'No') },
];

/**
 * Internal User Management (spec 01 §2, §5, §7): search internal users by email, select the
 * offboardable ones and offboard them through the asynchronous request pattern.
 */
export function InternalUserManagementPage() {
  const [email, setEmail] = useState('');
  const [searchedEmail, setSearchedEmail] = useState('');
  const [rows, setRows] = useState<InternalUserRow[]>([]);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [offboarding, setOffboarding] = useState(false);
  const searchSeq = useRef(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const clearGrid = () => {
    searchSeq.current += 1;
    setSearchedEmail('');
    setRows([]);
    setSelectedKeys([]);
    setLoading(false);
  };

  const search = async (text: string) => {
    const value = text.trim();
    if (!value) {
      clearGrid();
      return;
    }
    const seq = ++searchSeq.current;
    setSearchedEmail(value);
    setLoading(true);
    try {
      const found = await searchInternalUsers(value);
      if (seq !== searchSeq.current) return;
      setRows(found);
      setSelectedKeys([]);
    } catch (error) {
      if (seq === searchSeq.current) showToast(apiErrorMessage(error));
    } finally {
      if (seq === searchSeq.current) setLoading(false);
    }
  };

  const selectable = rows.filter(isSelectable);
  const selectedRows = rows.filter((row) => selectedKeys.includes(internalUserKey(row)));
  const allSelected = selectable.length > 0 && selectedRows.length === selectable.length;

  const offboard = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setOffboarding(true);
    try {
      await offboardInternalUsers(selectedRows, controller.signal);
      showToast(OFFBOARD_SUCCESS_MESSAGE, 'success');
      setSelectedKeys([]);
      await search(searchedEmail);
    } catch {
      // The shared error handler has already shown the failure.
    } finally {
      if (!controller.signal.aborted) setOffboarding(false);
    }
  };

  const headerCheckbox = (
    <Checkbox
      checked={allSelected}
      indeterminate={selectedRows.length > 0 && !allSelected}
      disabled={selectable.length === 0}
      onChange={(event) => setSelectedKeys(event.target.checked ? selectable.map(internalUserKey) : [])}
    >
      {selectedRows.length} Users Selected
    </Checkbox>
  );

  return (
    <section aria-labelledby="internal-users-title" style={{ width: GRID_WIDTH, maxWidth: '100%' }}>
      <Typography.Title level={3} id="internal-users-title">
        Internal User Management
      </Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space.Compact>
          <Input.Search
            aria-label="Search by email"
            placeholder="Search by email"
            allowClear
            enterButton="Search"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (!event.target.value) clearGrid();
            }}
            onSearch={(value) => void search(value)}
            style={{ width: 420 }}
          />
          <Tooltip title={SEARCH_TOOLTIP} placement="bottomLeft">
            <Button aria-label="About the search">?</Button>
          </Tooltip>
        </Space.Compact>
        <Button type="primary" danger disabled={selectedRows.length === 0} loading={offboarding} onClick={() => void offboard()}>
          Offboard Users
        </Button>
      </Space>
      <div style={{ width: GRID_WIDTH }}>
        <DataGrid<InternalUserRow>
          view={INTERNAL_USERS_VIEW}
          aria-label="Internal users"
          hideSearch
          rows={rows}
          columns={COLUMNS}
          rowKey={internalUserKey}
          loading={loading}
          height={GRID_BODY_HEIGHT}
          headerHeight={HEADER_HEIGHT}
          rowBuffer={ROW_BUFFER}
          noRowsText={searchedEmail ? 'No users found' : 'Search by email to find users'}
          rowSelection={{
            selectedRowKeys: selectedKeys,
            onChange: (keys) => setSelectedKeys(keys.map(String)),
            columnTitle: headerCheckbox,
            columnWidth: SELECTION_COLUMN_WIDTH,
            getCheckboxProps: (row) => ({ disabled: !isSelectable(row), 'aria-label': `Select ${row.email} of ${row.tenantId}` }),
            renderCell: (_checked, row, _index, node) =>
              row.type === 'RESELLER_BUYER_USER' ? <Tooltip title={RESELLER_BUYER_USER_TOOLTIP}>{node}</Tooltip> : node,
          }}
        />
      </div>
    </section>
  );
}
