import { useEffect, useMemo, useState } from 'react';
import { Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CLIENT_FORM_STATUSES,
  formatDate,
  type ClientFormRow,
  type ClientFormStatus,
} from 'shared-kit/contract';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { DataGrid, type DataGridColumn } from 'shared-kit/ui';
import { getProspectiveTenants } from '../api/get-prospective-tenants';

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

/** The client-forms list (spec 02 §2.12): status tabs, then the shared grid with its search box. */
export function ClientFormsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get(STATUS_PARAM);
  const status: ClientFormStatus = isStatus(statusParam) ? statusParam : 'SUBMITTED';
  const [rows, setRows] = useState<ClientFormRow[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    getProspectiveTenants()
      .then((data) => live && setRows(data))
      .catch((error: unknown) => live && showToast(apiErrorMessage(error, { fallbackMessage: 'Something went wrong' })))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const tabRows = useMemo(() => rows.filter((row) => row.status === status), [rows, status]);

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
    <section aria-labelledby="client-forms-title">
      <Typography.Title level={3} id="client-forms-title">
        Client Forms
      </Typography.Title>
      <Tabs activeKey={status} onChange={chooseTab} items={CLIENT_FORM_STATUSES.map((key) => ({ key, label: key }))} />
      <DataGrid<ClientFormRow>
        view="clientForms"
        aria-label="Client forms"
        rows={tabRows}
        columns={COLUMNS}
        rowKey={(row) => row.submissionId}
        loading={loading}
        searchPlaceholder="Search Client Forms"
        defaults={{ sort: { field: 'updateDate', direction: 'desc' } }}
      />
    </section>
  );
}
