/** Dates of the grid filters: day numbers, the shared parser, presets and messages (spec 02 §5, §9). */
export * from './day-number';
export * from './patterns';
export * from './parse-date';
export * from './date-filter';
