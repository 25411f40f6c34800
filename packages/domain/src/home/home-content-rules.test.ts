import { describe, expect, it } from 'vitest';
import { allowedHomeHref, HOME_CONTENT_TAGS, isAllowedHomeTag } from './home-content-rules.js';

describe('the home content allowlist (open-points 36)', () => {
  it('holds exactly p, br, strong, em, ul, ol, li, h2-h4 and a', () => {
    expect([...HOME_CONTENT_TAGS].sort()).toEqual(
      ['a', 'br', 'em', 'h2', 'h3', 'h4', 'li', 'ol', 'p', 'strong', 'ul'].sort(),
    );
    expect(isAllowedHomeTag('STRONG')).toBe(true);
    for (const tag of ['h1', 'h5', 'img', 'script', 'div', 'span', 'table', 'iframe'])
      expect(isAllowedHomeTag(tag), tag).toBe(false);
  });

  it('keeps only absolute http and https links', () => {
    expect(allowedHomeHref(' https://example.org/a?b=1 ')).toBe('https://example.org/a?b=1');
    expect(allowedHomeHref('HTTP://example.org')).toBe('HTTP://example.org');
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '/relative',
      '//example.org',
      'mailto:a@b.org',
      'ftp://example.org',
      '',
      null,
    ])
      expect(allowedHomeHref(href), String(href)).toBeNull();
  });
});
