import { API_PATHS, type ClientFormRow } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** GET the client-forms list (spec 02 §7 "Prospective tenants"). */
export async function getProspectiveTenants(): Promise<ClientFormRow[]> {
  const { data } = await apiClient.get<ClientFormRow[]>(API_PATHS.prospectiveTenants);
  return data;
}
