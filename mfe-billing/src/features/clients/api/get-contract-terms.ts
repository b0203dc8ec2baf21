import { API_PATHS, type ContractTerms } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const contractTermsQueryKey = (tenantId: string) => `billing/clients/${tenantId}/contract-terms`;

/** GET /billing/clients/{id}/contract-terms. */
export async function getContractTerms(tenantId: string): Promise<ContractTerms> {
  const { data } = await apiClient.get<ContractTerms>(API_PATHS.billing.contractTerms(tenantId));
  return data;
}

export function useContractTerms(tenantId: string, enabled = true) {
  return useQuery(enabled ? contractTermsQueryKey(tenantId) : null, () => getContractTerms(tenantId));
}
