import { API_PATHS, apiClient, type ClientFormRow } from 'shared-kit';

/** GET the client-forms list (spec 02 §7 "Prospective tenants"). */
export async function getProspectiveTenants(): Promise<ClientFormRow[]> {
  const { data } = await apiClient.get<ClientFormRow[]>(API_PATHS.prospectiveTenants);
  return data;
}
