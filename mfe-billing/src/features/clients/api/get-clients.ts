import { API_PATHS, type ClientRow } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const clientsQueryKey = 'billing/clients';

/** GET /billing/clients (spec 02 §7 "Clients list"). */
export async function getClients(): Promise<ClientRow[]> {
  const { data } = await apiClient.get<ClientRow[]>(API_PATHS.billing.clients);
  return data;
}

export function useClients() {
  return useQuery(clientsQueryKey, getClients);
}
