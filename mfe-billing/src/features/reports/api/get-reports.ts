import { API_PATHS, type ReportListItem } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const reportsQueryKey = 'billing/reports';

/** GET /billing/reports: the list of reports, one tab each (spec 02 §2.6, §7). */
export async function getReports(): Promise<ReportListItem[]> {
  const { data } = await apiClient.get<ReportListItem[]>(API_PATHS.billing.reports);
  return data;
}

export function useReports() {
  return useQuery(reportsQueryKey, getReports);
}
