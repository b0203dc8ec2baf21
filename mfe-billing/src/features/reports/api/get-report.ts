import { API_PATHS, type Report } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const reportQueryKey = (id: string) => `billing/reports/${id}`;

/** GET /billing/reports/{id}: settings.columnDefs and body rows (spec 02 §7 "Report"). */
export async function getReport(id: string): Promise<Report> {
  const { data } = await apiClient.get<Report>(API_PATHS.billing.report(id));
  return data;
}

export function useReport(id: string | undefined) {
  return useQuery(id ? reportQueryKey(id) : null, () => getReport(id!));
}
