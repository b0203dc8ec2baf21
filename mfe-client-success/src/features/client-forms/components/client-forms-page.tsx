import { useMemo } from 'react';
import { Tag } from 'antd';
import Tabs from 'antd/es/tabs';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CLIENT_FORM_STATUSES,
  formatDate,
  type ClientFormRow,
  type ClientFormStatus,
} from 'shared-kit/contract';
import { DataGrid, type DataGridColumn, PageFrame, localRows, useGridController } from 'shared-kit/ui';
import { useClientForms } from '../api/client-form-queries';

/** Query parameter of the chosen status tab. */
export const STATUS_PARAM = 'status';

const COLUMNS: DataGridColumn<ClientFormRow>[] = [
  {
    field: 'companyName',
    title: 'Company Name',
    width: 280,
    render: (row) => <Link to={`/client-form/${encodeURIComponent(row.submissionId)}`}>{row.companyName}</Link>,
  },
  { field: 'status', title: 'Status', width: 140, sortable: false, render: (row) => <Tag>{row.status}</Tag> },
  { field: 'contactEmail', title: 'Contact Email', width: 300 },
  { field: 'createDate', title: 'Create Date', width: 160, render: (row) => formatDate(row.createDate) },
  { field: 'updateDate', title: 'Update Date', width: 160, render: (row) => formatDate(row.updateDate) },
];

function isStatus(value: string | null): value is ClientFormStatus {
  return (CLIENT_FORM_STATUSES as readonly (string | null)[]).includes(value);
}

const NO_ROWS: ClientFormRow[] = [];
const submissionKey = (row: ClientFormRow) => row.submissionId;
/** Newest update first. */
const DEFAULTS = { sort: { field: 'updateDate', direction: 'desc' as const } };

/** How many forms each status has. */
function countByStatus(rows: readonly ClientFormRow[]): Record<ClientFormStatus, number> {
  const counts = Object.fromEntries(CLIENT_FORM_STATUSES.map((status) => [status, 0])) as Record<ClientFormStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/**
 * The client-forms list (docs/client-success.md#the-list): status tabs with the number of forms of
 * each, then the shared grid with its search box; the tab and the search live in the query string.
 * A failed load shows 'Something went wrong' and says so in place of the rows, with Retry. The
 * Columns menu and the saved views follow the user (docs/grid.md#columns-menu, docs/grid.md#saved-views).
 */
export function ClientFormsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get(STATUS_PARAM);
  const status: ClientFormStatus = isStatus(statusParam) ? statusParam : 'SUBMITTED';
  const forms = useClientForms();
  const { data: rows = NO_ROWS, isPending } = forms;
  const counts = useMemo(() => countByStatus(rows), [rows]);
  const tabRows = useMemo(() => rows.filter((row) => row.status === status), [rows, status]);
  const grid = useGridController({
    view: 'clientForms',
    columns: COLUMNS,
    rowKey: submissionKey,
    gridView: 'clientForms',
    defaults: DEFAULTS,
    source: localRows(tabRows, { loading: isPending, error: forms.error, retry: () => void forms.refetch() }),
  });

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'SUBMITTED') query.delete(STATUS_PARAM);
        else query.set(STATUS_PARAM, next);
        return query;
      },
      { replace: true },
    );

  return (
    <PageFrame title="Client Forms" titleId="client-forms-title" width="full">
      <Tabs activeKey={status} onChange={chooseTab} items={CLIENT_FORM_STATUSES.map((key) => ({ key, label: `${key} (${counts[key]})` }))} />
      <DataGrid<ClientFormRow> grid={grid} aria-label="Client forms" loadErrorWhat="client forms" searchPlaceholder="Search Client Forms" />
    </PageFrame>
  );
}
