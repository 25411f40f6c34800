import {
  allowedHomeHref,
  HOME_CONTENT_DROPPED_WITH_TEXT,
  HOME_CONTENT_LINK_REL,
  isAllowedHomeTag,
} from '@exchange/domain';
import { createElement, Fragment, type ReactNode } from 'react';

/** What the walk reads of a parsed node (a DOM Node; tests pass plain objects). */
export interface HtmlNodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNodeLike>;
  getAttribute?(name: string): string | null;
}

/** A node the allowlist keeps: text, or an allowed element with its href (links only) and children. */
export type AllowedNode = string | { tag: string; href: string | null; children: AllowedNode[] };

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/**
 * The allowlist of open-points 36 over a parsed tree: allowed elements kept with only a link's http(s)
 * href; script, style and the like dropped with their text; any other element replaced by its children.
 * The server has sanitised already; this keeps the page from ever giving the browser markup to run.
 */
export function toAllowedNodes(nodes: ArrayLike<HtmlNodeLike>): AllowedNode[] {
  const kept: AllowedNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === TEXT_NODE) {
      if (node.textContent) kept.push(node.textContent);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = node.nodeName.toLowerCase();
    if (HOME_CONTENT_DROPPED_WITH_TEXT.includes(tag)) continue;
    const children = toAllowedNodes(node.childNodes);
    if (!isAllowedHomeTag(tag)) {
      kept.push(...children);
      continue;
    }
    const href = tag === 'a' ? allowedHomeHref(node.getAttribute?.('href')) : null;
    kept.push({ tag, href, children });
  }
  return kept;
}

/** React elements of kept nodes: text escaped by React, links with rel="noopener", no other attribute. */
export function renderAllowedNodes(nodes: readonly AllowedNode[]): ReactNode {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return createElement(Fragment, { key: i }, node);
    const props: Record<string, unknown> = { key: i };
    if (node.tag === 'a') {
      props.rel = HOME_CONTENT_LINK_REL;
      if (node.href) props.href = node.href;
    }
    return node.tag === 'br'
      ? createElement('br', props)
      : createElement(node.tag, props, renderAllowedNodes(node.children));
  });
}

/** HTML as the allowlist keeps it, parsed by the browser into an inert document (nothing runs or loads). */
export function parseAllowedHtml(html: string): AllowedNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return toAllowedNodes(doc.body.childNodes as unknown as ArrayLike<HtmlNodeLike>);
}
