export * from './home-endpoints.js';
