/** Validation rules and messages of spec 01 §5 and spec 02 §5. */
export * from './field-rules';
export * from './password';
export * from './sign-in';
export * from './hex-color';
export * from './key-filters';
export * from './trim-payload';
export * from './tenant-id';
