/** Dates of the grid filters: day numbers, the shared parser, presets and messages (docs/grid.md#filters, docs/formats.md#dates). */
export * from './day-number';
export * from './patterns';
export * from './parse-date';
export * from './date-filter';
