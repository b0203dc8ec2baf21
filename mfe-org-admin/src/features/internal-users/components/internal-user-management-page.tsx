import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Input, Space, Tooltip, Typography } from 'antd';
import { ENDPOINTS, InternalUsersSearchBodySchema, REQUEST_ID_HEADER, type InternalUserRow, type OffboardAnswer, type SearchView } from 'shared-kit/contract';
import { showToast, useEndpointMutation } from 'shared-kit/runtime';
import { DataGrid, DryRunPreviewDialog, formSchemaProblems, localRows, useGridController, type DataGridColumn, type DryRunSummary, PageFrame } from 'shared-kit/ui';
import { offboardInternalUsers } from '../api/offboard-internal-users';
import { useInternalUsersSearch } from '../api/search-internal-users';
import {
  INACTIVE_USER_TOOLTIP,
  RESELLER_BUYER_USER_TOOLTIP,
  SEARCH_TOOLTIP,
  internalUserKey,
  isSelectable,
} from '../lib/internal-users';

/** Grid geometry, px (docs/org-admin.md#the-grid). */
export const GRID_WIDTH = 1000;
export const HEADER_HEIGHT = 32;
/** Rows rendered beyond each edge of the grid's visible rows. */
export const ROW_BUFFER = 5;
/** Height of the grid's scrolling body: ten 54 px rows. */
export const GRID_BODY_HEIGHT = 540;
const SELECTION_COLUMN_WIDTH = 190;
/** The search's clear button as a target of at least 24 x 24 px (WCAG 2.2, 2.5.8; docs/accessibility.md). */
const CLEAR_TARGET = { minWidth: 24, minHeight: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** Toast after a successful offboarding (docs/org-admin.md#offboarding). */
export const OFFBOARD_SUCCESS_MESSAGE = 'Selected Users are offboarded successfully';

const NO_ROWS: InternalUserRow[] = [];

/** Title of the offboarding preview and label of its confirming button. */
const OFFBOARD_TITLE = 'Offboard Users';

/** How a user is named in the offboarding preview: the e-mail and the tenant. */
const userLabel = (row: Pick<InternalUserRow, 'tenantId' | 'email'>) => `${row.email} (tenant ${row.tenantId})`;

/**
 * The offboarding preview in the dialog's terms: the users the server would offboard (e-mail,
 * tenant, type) and the ones it would skip with its reason (docs/org-admin.md#offboarding).
 */
function offboardSummary(answer: OffboardAnswer): DryRunSummary {
  return {
    records: (answer.response ?? []).map((row) => ({ key: internalUserKey(row), label: userLabel(row), note: `${row.type}: will be offboarded` })),
    skipped: (answer.skipped ?? []).map((row) => ({ key: internalUserKey(row), label: userLabel(row), reason: row.reason })),
  };
}

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
 * Internal User Management (docs/org-admin.md): search internal users by email, select the
 * offboardable ones and offboard them through the asynchronous request pattern. The grid's Columns
 * menu follows the user (docs/grid.md#columns-menu); its search is the page's own, so it has no
 * saved views.
 */
export function InternalUserManagementPage() {
  const [email, setEmail] = useState('');
  const [searchedEmail, setSearchedEmail] = useState('');
  /** The rows the open preview shows (null: no preview open); the confirmation sends exactly these. */
  const [previewed, setPreviewed] = useState<InternalUserRow[] | null>(null);
  const abort = useRef<AbortController | null>(null);
  // The rows of the email searched last: an answer to an earlier search is kept under its own email.
  const found = useInternalUsersSearch(searchedEmail);
  const rows = (searchedEmail && found.data) || NO_ROWS;
  const grid = useGridController({
    view: INTERNAL_USERS_VIEW,
    columns: COLUMNS,
    rowKey: internalUserKey,
    gridView: 'internalUsers',
    source: localRows(rows, { loading: searchedEmail !== '' && found.isFetching, error: searchedEmail ? found.error : undefined, retry: () => void found.refetch() }),
  });
  const { selection } = grid;
  // Follows the request the preview's confirmation submitted until it is COMPLETED.
  const offboarding = useEndpointMutation(ENDPOINTS.internalUsersOffboard, {
    invalidates: [ENDPOINTS.internalUsersSearch],
    request: ({ body, headers }) => {
      abort.current?.abort();
      abort.current = new AbortController();
      return offboardInternalUsers(body, abort.current.signal, headers?.[REQUEST_ID_HEADER]);
    },
    onSuccess: () => {
      showToast(OFFBOARD_SUCCESS_MESSAGE, 'success');
      selection.clear();
    },
  });

  useEffect(() => () => abort.current?.abort(), []);

  const clearGrid = () => {
    setSearchedEmail('');
    selection.clear();
  };

  const [searchProblem, setSearchProblem] = useState<string>();

  const search = (text: string) => {
    const value = text.trim();
    if (!value) {
      clearGrid();
      return;
    }
    // Checked with the endpoint's own schema: a search the API would refuse is not sent.
    const problem = formSchemaProblems(InternalUsersSearchBodySchema, { email: value }).email;
    setSearchProblem(problem);
    if (problem) {
      clearGrid();
      return;
    }
    selection.clear();
    // The same email again asks the server again; another email is a new query.
    if (value === searchedEmail) void found.refetch();
    else setSearchedEmail(value);
  };

  // The header checkbox selects the active, selectable users among the rows the grid shows.
  const selectable = grid.rows.filter(isSelectable);
  const selectedRows = selection.rows;
  const allSelected = selectable.length > 0 && selectable.every((row) => selection.keys.includes(internalUserKey(row)));

  // The confirmed request is followed until COMPLETED; the shared error handler shows a failure.
  const confirmed = (answer: OffboardAnswer) => {
    const body = previewed ?? [];
    setPreviewed(null);
    offboarding.mutate({ body, headers: { [REQUEST_ID_HEADER]: answer.requestId } });
  };

  const headerCheckbox = (
    <Checkbox
      checked={allSelected}
      indeterminate={selectedRows.length > 0 && !allSelected}
      disabled={selectable.length === 0}
      onChange={(event) => selection.select(event.target.checked ? selectable.map(internalUserKey) : [])}
    >
      {selectedRows.length} Users Selected
    </Checkbox>
  );

  return (
    <PageFrame title="Internal User Management" titleId="internal-users-title" width="full">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space.Compact>
          <Input.Search
            aria-label="Search by email"
            placeholder="Search by email"
            allowClear
            styles={{ clear: CLEAR_TARGET }}
            enterButton="Search"
            value={email}
            status={searchProblem ? 'error' : undefined}
            aria-invalid={searchProblem ? true : undefined}
            aria-describedby={searchProblem ? 'internal-users-search-problem' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setSearchProblem(undefined);
              if (!event.target.value) clearGrid();
            }}
            onSearch={search}
            style={{ width: 420 }}
          />
          <Tooltip title={SEARCH_TOOLTIP} placement="bottomLeft">
            <Button aria-label="About the search">?</Button>
          </Tooltip>
        </Space.Compact>
        {searchProblem ? (
          <Typography.Text type="danger" id="internal-users-search-problem">
            {`Search by email: ${searchProblem}`}
          </Typography.Text>
        ) : null}
        <Button type="primary" danger disabled={selectedRows.length === 0} loading={offboarding.isPending} onClick={() => setPreviewed([...selectedRows])}>
          {OFFBOARD_TITLE}
        </Button>
      </Space>
      <div style={{ width: GRID_WIDTH }}>
        <DataGrid<InternalUserRow>
          grid={grid}
          aria-label="Internal users"
          hideSearch
          loadErrorWhat="internal users"
          height={GRID_BODY_HEIGHT}
          headerHeight={HEADER_HEIGHT}
          rowBuffer={ROW_BUFFER}
          noRowsText={searchedEmail ? 'No users found' : 'Search by email to find users'}
          selection={{
            columnTitle: headerCheckbox,
            columnWidth: SELECTION_COLUMN_WIDTH,
            getCheckboxProps: (row) => ({ disabled: !isSelectable(row), 'aria-label': `Select ${row.email} of ${row.tenantId}` }),
            renderCell: (_checked, row, _index, node) =>
              !row.active ? (
                <Tooltip title={INACTIVE_USER_TOOLTIP}>
                  <span data-testid="inactive-user-checkbox">{node}</span>
                </Tooltip>
              ) : row.type === 'RESELLER_BUYER_USER' ? (
                <Tooltip title={RESELLER_BUYER_USER_TOOLTIP}>{node}</Tooltip>
              ) : (
                node
              ),
          }}
        />
      </div>
      <DryRunPreviewDialog
        open={previewed !== null}
        title={OFFBOARD_TITLE}
        confirmText={OFFBOARD_TITLE}
        endpoint={ENDPOINTS.internalUsersOffboard}
        input={{ body: previewed ?? [] }}
        summarize={offboardSummary}
        errorToast
        onCancel={() => setPreviewed(null)}
        onDone={confirmed}
      />
    </PageFrame>
  );
}
