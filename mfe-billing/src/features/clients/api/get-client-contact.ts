import { API_PATHS, type ClientContact } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const clientContactQueryKey = (tenantId: string) => `billing/clients/${tenantId}/contact`;

/** GET /billing/clients/{id}/contact (spec 02 §7 "Client contact"). */
export async function getClientContact(tenantId: string): Promise<ClientContact> {
  const { data } = await apiClient.get<ClientContact>(API_PATHS.billing.clientContact(tenantId));
  return data;
}

export function useClientContact(tenantId: string) {
  return useQuery(clientContactQueryKey(tenantId), () => getClientContact(tenantId));
}
