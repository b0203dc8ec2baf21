/**
 * Schema sync, master and slave: manual upload, horizontal and vertical sync (spec 01 §2, §5, §7, §8).
 */
import { declareEndpoints } from './define-endpoint';

/** Schema sync, master and slave: manual upload, horizontal and vertical sync (spec 01 §2, §5, §7, §8). */
export const PLATFORM_OPS_SCHEMA_ENDPOINTS = declareEndpoints({});
