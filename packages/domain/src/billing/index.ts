export * from './billing-access.js';
export * from './billing-endpoints.js';
export * from './billing-messages.js';
export * from './billing-schemas.js';
export * from './card-rules.js';
export * from './invoice-document.js';
export * from './invoice-rules.js';
export * from './money.js';
