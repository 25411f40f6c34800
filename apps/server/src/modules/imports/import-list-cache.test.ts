import { brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodedAnswer, type KeptAnswer } from './import-list-cache.js';

// Brotli fails on demand (as it would on memory pressure) so the test can see what the kept answer keeps.
const zlibFailure = vi.hoisted(() => ({ next: false }));
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
