/**
 * Unauthenticated JSON calls of the public pages (spec 01 §7, spec 02 §2.11, §6).
 */
import { apiClient } from './client';
import { type HandleErrorOptions, handleApiError } from './errors';

/**
 * POSTs a JSON body without the Authorization header (reseller invitation, public new-client form).
 *
 * @throws ApiError through the generic handler when the call fails
 * @example const invitation = await publicPost<Invitation>('/pxns/invitation/verify', { invitationCode, user });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function publicPost<T>(path: string, body: unknown, options: HandleErrorOptions = {}): Promise<T> {
  try {
    const { data } = await apiClient.post<T>(path, body, { unauthenticated: true, headers: { 'Content-Type': 'application/json' } });
    return data;
  } catch (error) {
    return handleApiError(error, options);
  }
}

/**
 * GETs JSON without the Authorization header.
 *
 * @throws ApiError through the generic handler when the call fails
 * @example const info = await publicGet<Record<string, string>>('/public/info', { tenantId: 'T01' });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function publicGet<T>(path: string, params?: Record<string, unknown>, options: HandleErrorOptions = {}): Promise<T> {
  try {
    const { data } = await apiClient.get<T>(path, { params, unauthenticated: true, headers: { Accept: 'application/json' } });
    return data;
  } catch (error) {
    return handleApiError(error, options);
  }
}
