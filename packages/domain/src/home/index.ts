export * from './home-actions.js';
export * from './home-content-rules.js';
export * from './home-messages.js';
export * from './home-schemas.js';
