// Made-up records for tests and benchmarks (`@exchange/domain/testing`); the package's index does not
// export them, so no screen or route can reach one.
export * from './invoice-samples.js';
