import { useEffect, useMemo, useState } from 'react';
import { Input, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CLIENT_FORM_STATUSES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_VIEWS,
  createSearchIndex,
  formatDate,
  rowsOf,
  runQuery,
  type ClientFormRow,
  type ClientFormStatus,
} from 'shared-kit';
import { toastLoadFailure } from '../../../lib/error-message';
import { getProspectiveTenants } from '../api/get-prospective-tenants';

function byDate(field: 'createDate' | 'updateDate') {
  return (a: ClientFormRow, b: ClientFormRow) => Date.parse(a[field]) - Date.parse(b[field]);
}

const COLUMNS: TableColumnsType<ClientFormRow> = [
  {
    title: 'Company Name',
    dataIndex: 'companyName',
    sorter: (a, b) => a.companyName.localeCompare(b.companyName),
    render: (companyName: string, row) => <Link to={`/client-form/${encodeURIComponent(row.submissionId)}`}>{companyName}</Link>,
  },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
  { title: 'Contact Email', dataIndex: 'contactEmail', sorter: (a, b) => a.contactEmail.localeCompare(b.contactEmail) },
  { title: 'Create Date', dataIndex: 'createDate', sorter: byDate('createDate'), render: formatDate },
  { title: 'Update Date', dataIndex: 'updateDate', sorter: byDate('updateDate'), defaultSortOrder: 'descend', render: formatDate },
];

function isStatus(value: string | null): value is ClientFormStatus {
  return (CLIENT_FORM_STATUSES as readonly (string | null)[]).includes(value);
}

/** The client-forms list (spec 02 §2.12): status tabs, a search box and the forms grid. */
export function ClientFormsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ClientFormStatus = isStatus(statusParam) ? statusParam : 'SUBMITTED';
  const search = params.get('search') ?? '';
  const [rows, setRows] = useState<ClientFormRow[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    getProspectiveTenants()
      .then((data) => live && setRows(data))
      .catch((error: unknown) => live && toastLoadFailure('Something went wrong', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const [searchText, setSearchText] = useState(search);

  const index = useMemo(() => createSearchIndex(rows, SEARCH_VIEWS.clientForms), [rows]);
  const visible = useMemo(() => rowsOf(index, runQuery(index, { search, sets: { status: [status] } })), [index, search, status]);

  const update = (next: { status?: ClientFormStatus; search?: string }) => {
    setParams(
      (current) => {
        const merged = { status: current.get('status') ?? 'SUBMITTED', search: current.get('search') ?? '', ...next };
        const query = new URLSearchParams();
        if (merged.status !== 'SUBMITTED') query.set('status', merged.status);
        if (merged.search) query.set('search', merged.search);
        return query;
      },
      { replace: true },
    );
  };

  // The search box is debounced (spec 02 §5 "Grid search"); the applied text lives in the URL.
  useEffect(() => {
    if (searchText === search) return undefined;
    const timer = setTimeout(() => update({ search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  return (
    <section aria-labelledby="client-forms-title">
      <Typography.Title level={3} id="client-forms-title">
        Client Forms
      </Typography.Title>
      <Tabs
        activeKey={status}
        onChange={(key) => update({ status: key as ClientFormStatus })}
        items={CLIENT_FORM_STATUSES.map((key) => ({ key, label: key }))}
      />
      <Input.Search
        aria-label="Search client forms"
        placeholder="Search"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => update({ search: value })}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <Table<ClientFormRow>
        rowKey="submissionId"
        columns={COLUMNS}
        dataSource={visible}
        loading={loading}
        pagination={{ defaultPageSize: 50, showSizeChanger: true }}
      />
    </section>
  );
}
