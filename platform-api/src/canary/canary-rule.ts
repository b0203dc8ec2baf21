/**
 * When platform-api's canary check drops a canary (docs/operations.md#canary-releases): over the
 * last {@link CANARY_RULE}.windowMinutes minutes (from the canary's deployment at the earliest), the
 * canary has at least `minPageViews` page views and its error rate (errors per 100 page views)
 * exceeds the stable build's by more than `marginPoints` points. The stable build's rate counts as 0
 * when it had no page view in the window.
 */

/** The rule's figures: window, minimum page views of the canary, margin in points of error rate. */
export const CANARY_RULE = { windowMinutes: 30, minPageViews: 20, marginPoints: 5 } as const;

/** What one build did in the window. */
export interface BuildFigures {
  version: string;
  pageViews: number;
  errors: number;
}

/** The check's decision and its reason in words (the history line's and action log's). */
export interface CanaryVerdict {
  rollBack: boolean;
  reason: string;
}

const rate = (figures: BuildFigures): number => (figures.pageViews > 0 ? (figures.errors * 100) / figures.pageViews : 0);
const shown = (value: number): string => value.toFixed(1);
const views = (count: number): string => (count === 1 ? '1 page view' : `${count} page views`);

/**
 * The decision for a canary against its stable build, by {@link CANARY_RULE} (or `rule`).
 *
 * @example canaryVerdict({ version: 'c', pageViews: 20, errors: 20 }, { version: 's', pageViews: 40, errors: 0 }).rollBack // true
 */
export function canaryVerdict(canary: BuildFigures, stable: BuildFigures, rule: typeof CANARY_RULE = CANARY_RULE): CanaryVerdict {
  const window = `the last ${rule.windowMinutes} minutes`;
  if (canary.pageViews < rule.minPageViews) {
    return { rollBack: false, reason: `canary ${canary.version} has ${views(canary.pageViews)} in ${window}; ${rule.minPageViews} are needed to judge it` };
  }
  const figures =
    `canary ${canary.version}: ${shown(rate(canary))} errors per 100 page views (${canary.errors} in ${views(canary.pageViews)}), ` +
    `stable ${stable.version}: ${shown(rate(stable))} (${stable.errors} in ${views(stable.pageViews)}) over ${window}`;
  if (rate(canary) - rate(stable) > rule.marginPoints) {
    return { rollBack: true, reason: `${figures}: more than ${rule.marginPoints} points above the stable build` };
  }
  return { rollBack: false, reason: `${figures}: within ${rule.marginPoints} points of the stable build` };
}
