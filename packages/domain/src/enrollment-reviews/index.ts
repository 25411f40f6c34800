export * from './review-access.js';
export * from './review-messages.js';
export * from './review-schemas.js';
export * from './review-terms.js';
export * from './review-windows.js';
export * from './server-time.js';
