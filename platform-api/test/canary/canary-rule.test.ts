// When the canary check drops a canary (docs/operations.md#canary-releases): at least 20 page views
// of the canary in the window, and an error rate more than 5 points above the stable build's.
import { CANARY_RULE, canaryVerdict } from '../../src/canary/canary-rule.js';

const canary = (pageViews: number, errors: number) => ({ version: 'C', pageViews, errors });
const stable = (pageViews: number, errors: number) => ({ version: 'S', pageViews, errors });

describe('the canary rule', () => {
  it('is a 30-minute window, 20 page views of the canary at least, a margin of 5 points', () => {
    expect(CANARY_RULE).toEqual({ windowMinutes: 30, minPageViews: 20, marginPoints: 5 });
  });

  it('keeps a canary with fewer than 20 page views, however many errors', () => {
    expect(canaryVerdict(canary(19, 19), stable(100, 0))).toEqual({
      rollBack: false,
      reason: 'canary C has 19 page views in the last 30 minutes; 20 are needed to judge it',
    });
  });

  it('drops a canary more than 5 points above the stable build, with both rates and counts in the reason', () => {
    // 7 errors in 20 page views: 35.0; stable 3 in 10: 30.0; 5.0 points is not more than 5.
    expect(canaryVerdict(canary(20, 7), stable(10, 3)).rollBack).toBe(false);
    // 8 in 20: 40.0, 10 points above.
    expect(canaryVerdict(canary(20, 8), stable(10, 3))).toEqual({
      rollBack: true,
      reason:
        'canary C: 40.0 errors per 100 page views (8 in 20 page views), stable S: 30.0 (3 in 10 page views) over the last 30 minutes: more than 5 points above the stable build',
    });
  });

  it('counts the stable rate as 0 without a page view of it', () => {
    // 2 errors in 40 page views: 5.0 points, not more than 5; 3 in 40: 7.5.
    expect(canaryVerdict(canary(40, 2), stable(0, 0)).rollBack).toBe(false);
    expect(canaryVerdict(canary(40, 3), stable(0, 0))).toEqual({
      rollBack: true,
      reason: 'canary C: 7.5 errors per 100 page views (3 in 40 page views), stable S: 0.0 (0 in 0 page views) over the last 30 minutes: more than 5 points above the stable build',
    });
  });

  it('keeps a canary whose errors stay within the margin, saying so', () => {
    expect(canaryVerdict(canary(25, 1), stable(1, 0))).toEqual({
      rollBack: false,
      reason: 'canary C: 4.0 errors per 100 page views (1 in 25 page views), stable S: 0.0 (0 in 1 page view) over the last 30 minutes: within 5 points of the stable build',
    });
  });
});
