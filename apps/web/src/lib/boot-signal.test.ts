import { describe, expect, it } from 'vitest';
import { startsThroughBoot } from './boot-signal';

describe('whether the app waits for the boot script', () => {
  it('waits on a public page, whose boot script lists the page files, and starts at once elsewhere', () => {
    const page = (selector: string | null) => ({
      querySelector: (asked: string) => (asked === selector ? ({} as Element) : null),
    });
    expect(startsThroughBoot(page('script[data-files]'))).toBe(true);
    expect(startsThroughBoot(page(null))).toBe(false);
  });
});
