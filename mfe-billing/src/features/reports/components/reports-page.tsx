import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import { showToast, apiErrorMessage } from 'shared-kit/runtime';
import { useReports } from '../api/get-reports';
import { ReportTab } from './report-tab';

/** Load failure message of the reports screen (spec 02 §8). */
export const REPORTS_LOAD_FAILED = 'Something went wrong';

/** Reports, /reports: one tab per report of the list (spec 02 §2.6). The open tab is kept in ?report=. */
export function ReportsPage() {
  const { data: reports, error, loading } = useReports();
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (error) showToast(apiErrorMessage(error, { fallbackMessage: REPORTS_LOAD_FAILED }));
  }, [error]);

  const requested = params.get('report');
  const active = reports?.find((report) => report.id === requested)?.id ?? reports?.[0]?.id;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Reports
      </Typography.Title>
      {loading ? (
        <Skeleton active />
      ) : !reports?.length ? (
        <Empty description={error ? REPORTS_LOAD_FAILED : 'No Reports Found'} />
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
