/** Shared formatting of spec 02 §9 and spec 01 §9. */
export * from './missing';
export * from './currency';
export * from './durations';
export * from './dates';
export * from './text';
export * from './statuses';
export * from './time-zone';
