import { useSearchParams } from 'react-router-dom';
import { Empty, Skeleton, Space } from 'antd';
import Tabs from 'antd/es/tabs';
import { ENDPOINTS } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError, PageTitle } from 'shared-kit/ui';
import { ReportTab } from './report-tab';

/**
 * Reports, /reports: one tab per report of the list (docs/billing.md#reports). The open tab is kept in ?report=.
 * A failed list load says so inline with Retry (beside the spec's toast).
 */
export function ReportsPage() {
  const { data: reports, error, isPending, refetch } = useEndpointQuery(ENDPOINTS.reports, undefined, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  const [params, setParams] = useSearchParams();

  const requested = params.get('report');
  const active = reports?.find((report) => report.id === requested)?.id ?? reports?.[0]?.id;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle style={{ margin: 0 }}>
        Reports
      </PageTitle>
      {isPending ? (
        <Skeleton active />
      ) : error && !reports ? (
        <LoadError error={error} what="reports" onRetry={() => void refetch()} />
      ) : !reports?.length ? (
        <Empty description="No Reports Found" />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('report', key);
                return next;
              },
              { replace: true },
            )
          }
          destroyOnHidden
          items={reports.map((report) => ({ key: report.id, label: report.name, children: <ReportTab id={report.id} /> }))}
        />
      )}
    </Space>
  );
}
