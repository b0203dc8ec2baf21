/**
 * The one configured API client of the console (docs/data-layer.md#the-calls, docs/sign-in.md#the-api-token): base URL from the runtime config,
 * the session's bearer identity token on every call except the unauthenticated ones, and an
 * `Idempotency-Key` on every state-changing call (docs/writes.md).
 */
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { attachIdempotencyKey } from './idempotency';
import { getIdToken } from './token';

/** Per-request options understood by the client's interceptor. */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no Authorization header (public pages, docs/sign-in.md#the-api-token). */
    unauthenticated?: boolean;
  }
}

async function attachToken(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (!config.baseURL) config.baseURL = getRuntimeConfig().apiBaseUrl;
  if (config.unauthenticated) return config;
  const token = await getIdToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * The shared axios instance. The base URL is resolved per request from the runtime config, so it
 * may be created before the config is loaded.
 *
 * @example const { data } = await apiClient.get('/billing/clients');
 */
export const apiClient: AxiosInstance = axios.create();
apiClient.interceptors.request.use(attachToken);
// Interceptors run last-added first: the key is chosen before the token is awaited.
apiClient.interceptors.request.use(attachIdempotencyKey);
