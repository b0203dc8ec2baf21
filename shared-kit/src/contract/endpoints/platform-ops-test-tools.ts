/**
 * Test-only tools: Buyer Decrypt, Sync Settings and Pxnr Sync (spec 01 §2, §5, §7, §8; spec 02 §2.8, §2.9).
 */
import { declareEndpoints } from './define-endpoint';

/** Test-only tools: Buyer Decrypt, Sync Settings and Pxnr Sync (spec 01 §2, §5, §7, §8; spec 02 §2.8, §2.9). */
export const PLATFORM_OPS_TEST_TOOL_ENDPOINTS = declareEndpoints({});
