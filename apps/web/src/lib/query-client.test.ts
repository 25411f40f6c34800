import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { createQueryClient, shouldRetry } from './query-client';

const failure = (status: number) => new ApiRequestError(status, 'failed');

describe('shouldRetry', () => {
  it('retries a network failure, a 5xx and a 503 once', () => {
    for (const status of [0, 500, 502, 503]) {
      expect(shouldRetry(0, failure(status))).toBe(true);
      expect(shouldRetry(1, failure(status))).toBe(false);
    }
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it('never retries a failure that is not the API client’s (an answer that does not parse)', () => {
    expect(shouldRetry(0, new TypeError('bad answer'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
