/**
 * Draws a {@link ChartData} with Chartist as SVG: the chart library's own chunk, which
 * {@link ChartFigure} loads when it first has something to draw (docs/accessibility.md "Charts").
 */
import { BarChart, LineChart, type BarChartOptions, type LineChartOptions } from 'chartist';
import { seriesColors, type ChartData, type ChartKind } from './chart-data';

/** What a chart is drawn from. */
export interface DrawOptions {
  data: ChartData;
  kind: ChartKind;
  height: number;
  /** A value as a bar's or point's hover text writes it, e.g. '$15,400.00'. */
  formatValue: (value: number) => string;
  /** A value as the y axis writes it, e.g. '$15K'. */
  formatAxisValue: (value: number) => string;
  /** Counts: the y axis from 0 in whole steps. */
  integer?: boolean;
}

/** A drawn chart: remove it when the figure leaves or its data changes. */
export interface DrawnChart {
  destroy(): void;
}

/**
 * The rules of Chartist's stylesheet the console's charts use (labels, grid, lines, points, bars), in
 * the console's colours: labels at a readable contrast, a light solid grid. Added to the document
 * once, with the first chart.
 */
const CHART_STYLES = [
  '.ct-label{fill:#595959;color:#595959;font-size:12px;line-height:1}',
  '.ct-chart-bar .ct-label,.ct-chart-line .ct-label{display:flex}',
  '.ct-label.ct-horizontal.ct-end{align-items:flex-start;justify-content:flex-start;text-align:left}',
  '.ct-label.ct-vertical.ct-start{align-items:flex-end;justify-content:flex-end;text-align:right}',
  '.ct-chart-bar .ct-label.ct-horizontal.ct-end{align-items:flex-start;justify-content:center;text-align:center}',
  '.ct-grid{stroke:#e8e8e8;stroke-width:1px}',
  '.ct-grid-background{fill:none}',
  '.ct-point{stroke-width:8px;stroke-linecap:round}',
  '.ct-line{fill:none;stroke-width:2px}',
  '.ct-bar{fill:none;stroke-width:10px}',
].join('');

const STYLE_ID = 'console-chart-styles';

function addStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CHART_STYLES;
  document.head.appendChild(style);
}

/** Widest column, px. */
const MAX_COLUMN_WIDTH = 56;

interface Drawn {
  type: string;
  element: { attr(attributes: Record<string, string>): unknown; elem(name: string): { text(value: string): unknown } };
  seriesIndex?: number;
  index?: number;
  axisX?: { axisLength: number };
}

/**
 * Draws the chart into `target` (emptied first): its width, `height` tall, redrawn by Chartist when
 * the window resizes. Each column and point carries its category, series and value as hover text.
 */
export function drawChart(target: HTMLElement, options: DrawOptions): DrawnChart {
  const { data, kind } = options;
  const colors = seriesColors(data);
  const chartData = { labels: [...data.categories], series: data.series.map((series) => ({ name: series.label, data: series.values.map((value) => value ?? null) })) };
  const categories = Math.max(data.categories.length, 1);
  const grouped = kind === 'column' ? data.series.length : 1;
  const axisY = { offset: 72, onlyInteger: !!options.integer, labelInterpolationFnc: (value: string | number) => options.formatAxisValue(Number(value)) };
  const low = options.integer ? 0 : undefined;

  addStyles();
  target.replaceChildren();
  const chart =
    kind === 'line'
      ? new LineChart(target, chartData, { height: options.height, fullWidth: true, lineSmooth: false, chartPadding: { right: 48 }, axisY, low } satisfies LineChartOptions)
      : new BarChart(target, chartData, {
          height: options.height,
          stackBars: kind === 'stacked-column',
          low,
          seriesBarDistance: Math.max(4, ((target.clientWidth - 90) / categories) * (0.7 / grouped)),
          axisY,
        } satisfies BarChartOptions);

  chart.on('draw', (event: Drawn) => {
    const seriesIndex = event.seriesIndex ?? -1;
    const color = colors[seriesIndex];
    if (!color || (event.type !== 'bar' && event.type !== 'line' && event.type !== 'point')) return;
    if (event.type === 'bar') {
      const step = (event.axisX?.axisLength ?? 0) / categories;
      const width = Math.max(2, Math.min(MAX_COLUMN_WIDTH, (step * 0.6) / grouped));
      event.element.attr({ style: `stroke: ${color}; stroke-width: ${width}px` });
    } else {
      event.element.attr({ style: `stroke: ${color}` });
    }
    if (event.type !== 'line' && event.index !== undefined) {
      const value = data.series[seriesIndex]?.values[event.index];
      if (typeof value === 'number') event.element.elem('title').text(`${data.categories[event.index] ?? ''}, ${data.series[seriesIndex]!.label}: ${options.formatValue(value)}`);
    }
  });

  return { destroy: () => chart.detach() };
}
