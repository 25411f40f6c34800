import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address.js';

describe('isWebAddress', () => {
  it('accepts http and https addresses with a host', () => {
    for (const ok of [
      'https://www.alpha.edu',
      'http://alpha.edu/admissions?year=2026#fees',
      'HTTPS://WWW.ALPHA.EDU/HR',
      'https://localhost:8080/x',
    ]) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
  });

  it('refuses scripts, other schemes and addresses the browser would have to repair', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://alpha.edu',
      'mailto:hr@alpha.edu',
      '//alpha.edu',
      'www.alpha.edu',
      'alpha.edu',
      'https:alpha.edu',
      'https:/alpha.edu',
      'https://',
      'https:///path',
      'https://:80',
      'https:\\\\alpha.edu',
      'https://alpha.edu/a b',
      'https://alp\nha.edu',
      'https://alpha.edu\t',
      '',
    ]) {
      expect(isWebAddress(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
