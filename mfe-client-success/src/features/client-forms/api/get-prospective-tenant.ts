import { API_PATHS, type ClientFormRecord } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** GET one client form record by its submissionId (spec 02 §7 "Prospective tenant"). */
export async function getProspectiveTenant(submissionId: string): Promise<ClientFormRecord> {
  const { data } = await apiClient.get<ClientFormRecord>(API_PATHS.prospectiveTenant(submissionId));
  return data;
}
