/** Validation rules and messages (docs/forms.md, docs/sign-in.md). */
export * from './field-rules';
export * from './password';
export * from './sign-in';
export * from './hex-color';
export * from './key-filters';
export * from './trim-payload';
