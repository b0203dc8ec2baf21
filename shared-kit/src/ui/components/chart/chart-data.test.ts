import { CHART_PALETTE, limitSeries, seriesColors, stackedValues } from './chart-data';

test('the palette is Okabe–Ito: eight colours, no two alike', () => {
  expect([...CHART_PALETTE].sort()).toEqual(['#000000', '#0072B2', '#009E73', '#56B4E9', '#CC79A7', '#D55E00', '#E69F00', '#F0E442']);
});

test("a series keeps its own colour; the others take the palette in their place's order", () => {
  const data = { categories: ['a'], series: [{ label: 'x', values: [1] }, { label: 'y', values: [2], color: '#123456' }, { label: 'z', values: [3] }] };
  expect(seriesColors(data)).toEqual(['#0072B2', '#123456', '#009E73']);
});

test('stacked values add each series to those before it per category, a missing value counting 0', () => {
  const data = { categories: ['Apr', 'May'], series: [{ label: 'a', values: [1, null] }, { label: 'b', values: [2, 5] }, { label: 'c', values: [null, 1] }] };
  expect(stackedValues(data)).toEqual([
    [1, 0],
    [3, 5],
    [3, 6],
  ]);
});

test('beyond the limit, the series past the kept ones add up as one in grey, per category; a category none of them has stays empty', () => {
  const series = [
    { label: 'a', values: [1, 1, 1] },
    { label: 'b', values: [2, null, 2] },
    { label: 'c', values: [3, null, null] },
    { label: 'd', values: [4, null, 0.5] },
  ];
  expect(limitSeries(series, 2, 'Other')).toEqual([
    { label: 'a', values: [1, 1, 1] },
    { label: 'Other', values: [9, null, 2.5], color: '#B3B3B3' },
  ]);
  expect(limitSeries(series, 4, 'Other')).toEqual(series);
});
