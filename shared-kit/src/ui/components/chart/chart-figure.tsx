/**
 * A chart as a figure (docs/accessibility.md "Charts"): its title as the caption, the drawing
 * (Chartist's SVG, loaded as its own chunk when there is something to draw), a legend, and the
 * same figures as a table for screen readers.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Typography } from 'antd';
import { seriesColors, type ChartData, type ChartKind } from './chart-data';
import type { DrawnChart } from './draw-chart';

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  /** The chart's title, its figure's caption. */
  title: string;
  data: ChartData;
  kind: ChartKind;
  /** The header of the text alternative's first column, naming the categories (e.g. 'Month'). */
  categoryLabel: string;
  /** A value as the tooltip and the text alternative write it, e.g. '$15,400.00'. */
  formatValue: (value: number) => string;
  /** A value as the y axis writes it; `formatValue` by default. */
  formatAxisValue?: (value: number) => string;
  /** One visible line under the title. */
  description?: ReactNode;
  /** The id of the element holding the chart's details, e.g. the table it is drawn from (`aria-details`). */
  detailsId?: string;
  /** The drawing's height, px. */
  height?: number;
  /** The values are counts: the y axis starts at 0 and steps in whole numbers. */
  integer?: boolean;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The chart of `data`. Nothing of the chart library loads until the figure is on the page with data
 * to draw; the drawing follows the data and the figure's width.
 *
 * @example <ChartFigure title="GMV by month" data={{ categories: ['Apr 2024'], series: [{ label: 'Total', values: [15400] }] }} kind="column" categoryLabel="Month" formatValue={(v) => formatMoney(v, 'USD')} />
 */
export function ChartFigure({ title, data, kind, categoryLabel, formatValue, formatAxisValue = formatValue, description, detailsId, height = 280, integer = false }: ChartFigureProps) {
  const titleId = useId();
  const descriptionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const colors = seriesColors(data);

  useEffect(() => {
    const target = plotRef.current;
    if (!target || !data.categories.length || !data.series.length) return undefined;
    let drawn: DrawnChart | null = null;
    let gone = false;
    import(/* webpackChunkName: "chart" */ './draw-chart')
      .then(({ drawChart }) => {
        if (!gone) drawn = drawChart(target, { data, kind, height, formatValue, formatAxisValue, integer });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      drawn?.destroy();
    };
  }, [data, kind, height, formatValue, formatAxisValue, integer]);

  return (
    <figure aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} aria-details={detailsId} style={{ margin: 0, position: 'relative' }}>
      <figcaption id={titleId}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      {description ? (
        <Typography.Text type="secondary" id={descriptionId} style={{ display: 'block', fontSize: 12 }}>
          {description}
        </Typography.Text>
      ) : null}
      <div ref={plotRef} aria-hidden="true" style={{ width: '100%', minHeight: height }}>
        {failed ? <Typography.Text type="secondary">The chart could not be drawn; its figures are in the table.</Typography.Text> : null}
      </div>
      <ul aria-hidden="true" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', padding: 0, margin: '4px 0 0', fontSize: 12 }}>
        {data.series.map((series, index) => (
          <li key={series.label}>
            <span style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: colors[index], verticalAlign: 'baseline' }} />
            {series.label}
          </li>
        ))}
      </ul>
      <table style={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {data.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {data.series.map((series) => {
                const value = series.values[index];
                return <td key={series.label}>{typeof value === 'number' ? formatValue(value) : '--'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
