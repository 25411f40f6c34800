/** The applications domain (2-applications §4): status groups, transition tables, rules and messages. */
export * from './action-schemas.js';
export * from './aid-year-timing.js';
export * from './allowed-actions.js';
export * from './allowed-statuses.js';
export * from './application-access.js';
export * from './application-closing.js';
export * from './application-statuses.js';
export * from './export-schemas.js';
export * from './export-status-change.js';
export * from './export-transitions.js';
export * from './import-detail.js';
export * from './import-status-change.js';
export * from './import-status-dialog.js';
export * from './import-transitions.js';
export * from './inline-edit.js';
export * from './leave-of-absence.js';
export * from './messages.js';
