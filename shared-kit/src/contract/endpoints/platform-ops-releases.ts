/**
 * Admin operations (POST /admin-status), release deployment and Update Version (spec 01 §2, §4, §5, §7).
 */
import { declareEndpoints } from './define-endpoint';

/** Admin operations (POST /admin-status), release deployment and Update Version (spec 01 §2, §4, §5, §7). */
export const PLATFORM_OPS_RELEASE_ENDPOINTS = declareEndpoints({});
