/** The filter engine over a search index (docs/grid.md#filters): one file per filter, and the whole query. */
export * from './ids';
export * from './quick-search';
export * from './multi-value-search';
export * from './day-range-filter';
export * from './amount-range-filter';
export * from './set-filter';
export * from './stock-filter';
export * from './query';
