export * from './roster-file-check.js';
export * from './roster-format.js';
export * from './roster-matching.js';
export * from './roster-rows.js';
export * from './roster-sheet.js';
export * from './training-messages.js';
export * from './training-schemas.js';
