import {
  allowedHomeHref,
  HOME_CONTENT_ATTRIBUTES,
  HOME_CONTENT_DROPPED_WITH_TEXT,
  HOME_CONTENT_LINK_REL,
  HOME_CONTENT_LINK_SCHEMES,
  HOME_CONTENT_TAGS,
} from '@exchange/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of open-points 36 as sanitize-html options: the domain's tags, a link's href only when
 * it is an absolute http or https address (relative, protocol-relative, javascript: and data: links
 * lose it), and rel="noopener" on every link whatever was sent. Script and style are dropped with their
 * text; any other tag outside the list is dropped and its text kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HOME_CONTENT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(HOME_CONTENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    a: [...(HOME_CONTENT_ATTRIBUTES.a ?? []), 'rel'],
  },
  allowedSchemes: [...HOME_CONTENT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...HOME_CONTENT_DROPPED_WITH_TEXT],
  transformTags: {
    a: (tagName, attribs) => {
      const href = allowedHomeHref(attribs.href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          rel: HOME_CONTENT_LINK_REL,
        },
      };
    },
  },
};

/** The home content with only what the allowlist keeps (run on every write and every read). */
export function sanitizeHomeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
