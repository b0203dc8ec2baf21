/**
 * What a chart of the console draws (docs/accessibility.md "Charts"): categories along the x axis
 * (months, days, clients) and one or more series of numbers over them, in a colour-blind-safe
 * palette.
 */

/**
 * The Okabe–Ito palette, in the order series take it: distinguishable with the common colour-vision
 * deficiencies. A chart draws at most this many series ({@link CHART_MAX_SERIES}).
 */
export const CHART_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#F0E442', '#000000'] as const;

/** The colour of the series that adds up those beyond a chart's limit ({@link limitSeries}): a neutral grey. */
export const OTHER_SERIES_COLOR = '#B3B3B3';

/** Most series one chart draws: one per palette colour. */
export const CHART_MAX_SERIES = CHART_PALETTE.length;

/** One series: its label (legend, text alternative), a value per category (null: none), its colour. */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  /** A palette colour; by default the series' place in {@link CHART_PALETTE}. */
  color?: string;
}

/** The categories (x axis, in drawing order) and the series drawn over them. */
export interface ChartData {
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/** How the series are drawn: side by side columns, columns stacked per category, or lines. */
export type ChartKind = 'column' | 'stacked-column' | 'line';

/**
 * Each series' colour: its own, else its place in the palette.
 *
 * @example seriesColors({ categories: [], series: [{ label: 'A', values: [] }] }) // ['#0072B2']
 */
export function seriesColors(data: ChartData): string[] {
  return data.series.map((series, index) => series.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!);
}

/**
 * The series as drawn when stacked: each value plus the values of the series before it in the same
 * category (a missing value counts 0), so the last series reaches the category's total.
 *
 * @example stackedValues({ categories: ['a'], series: [{ label: 'x', values: [1] }, { label: 'y', values: [2] }] }) // [[1], [3]]
 */
export function stackedValues(data: ChartData): number[][] {
  const sums = data.categories.map(() => 0);
  return data.series.map((series) => data.categories.map((_, index) => (sums[index] = sums[index]! + (series.values[index] ?? 0))));
}

/**
 * Keeps the first `limit - 1` series and adds the rest up as one series labelled `otherLabel`, in
 * {@link OTHER_SERIES_COLOR}, when there are more than `limit`, so a chart never runs out of
 * distinguishable colours.
 *
 * @example limitSeries([{ label: 'a', values: [1] }, { label: 'b', values: [2] }, { label: 'c', values: [3] }], 2, 'Other').map((s) => [s.label, s.values]) // [['a', [1]], ['Other', [5]]]
 */
export function limitSeries(series: readonly ChartSeries[], limit: number, otherLabel: string): ChartSeries[] {
  if (series.length <= limit) return [...series];
  const kept = series.slice(0, limit - 1);
  const rest = series.slice(limit - 1);
  const length = Math.max(...rest.map((one) => one.values.length));
  const values = Array.from({ length }, (_, index) =>
    rest.some((one) => typeof one.values[index] === 'number') ? rest.reduce((sum, one) => sum + (one.values[index] ?? 0), 0) : null,
  );
  return [...kept, { label: otherLabel, values, color: OTHER_SERIES_COLOR }];
}
