/** Shared formatting of docs/formats.md */
export * from './missing';
export * from './currency';
export * from './durations';
export * from './dates';
export * from './text';
export * from './statuses';
export * from './time-zone';
