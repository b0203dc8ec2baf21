import { API_PATHS, type InternalUserRow } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** POST the internal users search by email (spec 01 §7 "Internal users"): the matching rows. */
export async function searchInternalUsers(email: string): Promise<InternalUserRow[]> {
  const { data } = await apiClient.post<InternalUserRow[]>(API_PATHS.internalUsersSearch, { email });
  return data;
}
