export * from './school-search-endpoints.js';
