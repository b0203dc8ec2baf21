/**
 * Reseller Onboarding and the public Reseller Invitation (spec 02 §2.7, §2.11, §3, §4, §5, §7, §8).
 */
import { declareEndpoints } from './define-endpoint';

/** Reseller Onboarding and the public Reseller Invitation (spec 02 §2.7, §2.11, §3, §4, §5, §7, §8). */
export const RESELLER_ENDPOINTS = declareEndpoints({});
