// The API layer: every endpoint contract, one file per OpenAPI tag (docs/architecture.md "The floors").
// Rule folders never import from here; the server and the web do, through the package index.
export * from './access-description.js';
export * from './billing.js';
export * from './catalogue.js';
export * from './endpoint.js';
export * from './enrollment-review.js';
export * from './exports.js';
export * from './home.js';
export * from './imports.js';
export * from './member-schools.js';
export * from './reports.js';
export * from './school-aid-years.js';
export * from './schools.js';
export * from './server-time.js';
export * from './settings.js';
export * from './shapes.js';
export * from './sign-in.js';
export * from './students.js';
export * from './system.js';
export * from './training.js';
export * from './users.js';
