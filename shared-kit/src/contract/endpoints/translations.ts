/**
 * Translation Automation (spec 01 §2, §3, §5, §7, §8).
 */
import { declareEndpoints } from './define-endpoint';

/** Translation Automation (spec 01 §2, §3, §5, §7, §8). */
export const TRANSLATION_ENDPOINTS = declareEndpoints({});
