import { API_PATHS, apiClient, type InternalUserRow } from 'shared-kit';

/** POST the internal users search by email (spec 01 §7 "Internal users"): the matching rows. */
export async function searchInternalUsers(email: string): Promise<InternalUserRow[]> {
  const { data } = await apiClient.post<InternalUserRow[]>(API_PATHS.internalUsersSearch, { email });
  return data;
}
