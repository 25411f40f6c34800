/**
 * The home page content's allowlist (open-points 36): the only tags and attributes a stored or answered
 * home text may hold. The server sanitises with it on every write and every read; the web shows what the
 * server answered.
 */

/** Tags kept; every other tag is dropped (its text kept, except script and style, dropped whole). */
export const HOME_CONTENT_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
];

/** The only attribute kept: a link's href, when its scheme is one of HOME_CONTENT_LINK_SCHEMES. */
export const HOME_CONTENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

/** Link schemes allowed in an href (javascript:, data: and relative links are dropped). */
export const HOME_CONTENT_LINK_SCHEMES: readonly string[] = ['http', 'https'];

/** Every kept link gets rel="noopener" (open-points 36). */
export const HOME_CONTENT_LINK_REL = 'noopener';

/** The stored text's limit (the table's CHECK), in characters. */
export const HOME_CONTENT_MAX_LENGTH = 100_000;

/** Tags dropped with everything inside them (their text is code or styling, not content). */
export const HOME_CONTENT_DROPPED_WITH_TEXT: readonly string[] = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'textarea',
  'option',
  'title',
];

/** True when the tag (any case) is on the allowlist. */
export function isAllowedHomeTag(tag: string): boolean {
  return HOME_CONTENT_TAGS.includes(tag.toLowerCase());
}

/** A link's href as kept: an absolute http or https address, else null (the link keeps its text only). */
export function allowedHomeHref(href: string | null | undefined): string | null {
  const value = href?.trim() ?? '';
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
  return scheme && HOME_CONTENT_LINK_SCHEMES.includes(scheme) ? value : null;
}
