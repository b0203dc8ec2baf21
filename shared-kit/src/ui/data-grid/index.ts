/** The data grid: its controller, its sources of rows and its view (docs/grid.md). */
export * from './controller';
export * from './sources';
export * from './selection';
export * from './columns';
export * from './data-grid';
export { allMatchingSelectedText } from './grid-bar';
export * from './filter-panels';
export { GRID_ROW_HEIGHT } from './table-parts';
