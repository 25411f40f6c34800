export * from './aid-year-settings-rules.js';
export * from './fee-settings-rules.js';
export * from './settings-messages.js';
export * from './settings-schemas.js';
