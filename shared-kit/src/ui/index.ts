/**
 * `shared-kit/ui`: the console's shared screens parts — the headless grid model (../grid) and the data
 * grid drawn over it with its filters, the search engine
 * that evaluates the grammar over loaded rows, status chips, leave guards and the antd notice
 * renderer. Not a singleton: each remote runs the version it was built with.
 */
export * from '../search/search-index';
export * from '../search/filters';
export * from '../search/sort';
export * from './data-grid';
export * from '../grid/grid-state';
export * from '../grid/grid-model';
export * from '../grid/server-windows';
export * from './leave-guards';
export * from './status-chip';
export * from './notify-bridge';
export * from './dry-run-preview';
export * from './history-drawer';
export * from './lazy-page';
export * from './load-error';
export * from './write-button';
export * from './page-title';
export * from './page-frame';
export * from './tenant-picker';
export * from './form-schema-check';
export * from './action-log-format';
export * from './chart/chart-data';
export * from './chart/chart-figure';
