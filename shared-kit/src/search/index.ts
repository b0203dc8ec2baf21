/** The grid search and filter engine (spec 02 §2.14, §3, §5). */
export * from './constants';
export * from './views';
export * from './parse-search';
export * from './search-index';
export * from './amount-filter';
export * from './run-query';
export * from './sort';
