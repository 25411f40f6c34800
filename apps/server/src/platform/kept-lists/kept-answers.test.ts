import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodedAnswer, type KeptAnswer } from './kept-answers.js';

// Brotli fails on demand (as it would on memory pressure) so the test can see what the kept answer keeps.
// The server tests share their modules within a worker (vitest.config.ts: isolate false), so the module
// under test is loaded afresh for this file, with the mock, and this file's mock leaves with it.
const zlibFailure = vi.hoisted(() => {
  vi.resetModules();
  return { next: false };
});
afterAll(() => {
  vi.doUnmock('node:zlib');
  vi.resetModules();
});
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  const brotliCompress = ((json: string, options: unknown, done: (e: Error | null, b?: Buffer) => void) => {
    if (!zlibFailure.next) return (zlib.brotliCompress as CallableFunction)(json, options, done);
    zlibFailure.next = false;
    setImmediate(() => done(new Error('compression failed')));
  }) as typeof zlib.brotliCompress;
  return { ...zlib, brotliCompress };
});

beforeEach(() => {
  zlibFailure.next = false;
});

const bigAnswer = (): KeptAnswer => ({
  json: JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i }))),
});

describe('kept list answers, compressed', () => {
  it('compresses once and shares the result', async () => {
    const answer = bigAnswer();
    const first = encodedAnswer(answer, 'br');
    expect(encodedAnswer(answer, 'br')).toBe(first);
    expect(brotliDecompressSync(await first!).toString()).toBe(answer.json);
    expect(encodedAnswer({ json: '[]' }, 'br')).toBeUndefined();
  });

  it('does not keep a failed compression: the next request compresses again', async () => {
    const answer = bigAnswer();
    zlibFailure.next = true;
    const failed = encodedAnswer(answer, 'br');
    // Requests arriving while it runs share it, and its failure.
    expect(encodedAnswer(answer, 'br')).toBe(failed);
    await expect(failed).rejects.toThrow('compression failed');
    const again = encodedAnswer(answer, 'br');
    expect(again).not.toBe(failed);
    expect(brotliDecompressSync(await again!).toString()).toBe(answer.json);
  });
});
