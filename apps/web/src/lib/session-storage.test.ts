import { describe, expect, it } from 'vitest';
import { createSessionMarker, encodeEmail, markerMatches } from './session-storage';

describe('session marker', () => {
  it('carries a random id and the encoded email', () => {
    const a = createSessionMarker('telo@alpha.edu');
    const b = createSessionMarker('telo@alpha.edu');
    expect(a).not.toBe(b);
    expect(a.endsWith(`.${encodeEmail('telo@alpha.edu')}`)).toBe(true);
  });

  it('matches the same email whatever its case, and no other', () => {
    const marker = createSessionMarker('Admin@Example.org');
    expect(markerMatches(marker, 'admin@example.org')).toBe(true);
    expect(markerMatches(marker, 'telo@alpha.edu')).toBe(false);
    expect(markerMatches('garbage', 'admin@example.org')).toBe(false);
  });

  it('encodes addresses outside Latin-1', () => {
    expect(() => encodeEmail('jos\u00e9.\u4e2d@example.org')).not.toThrow();
  });
});
