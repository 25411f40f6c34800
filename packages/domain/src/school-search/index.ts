export * from './member-school-guidelines.js';
export * from './member-school-years.js';
export * from './school-search-messages.js';
export * from './school-search-schemas.js';
