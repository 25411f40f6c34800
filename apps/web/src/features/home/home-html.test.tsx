import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type HtmlNodeLike, renderAllowedNodes, toAllowedNodes } from './home-html';

const text = (value: string): HtmlNodeLike => ({
  nodeType: 3,
  nodeName: '#text',
  textContent: value,
  childNodes: [],
});
const el = (
  name: string,
  children: HtmlNodeLike[] = [],
  attrs: Record<string, string> = {},
): HtmlNodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  textContent: null,
  childNodes: children,
  getAttribute: (n) => attrs[n] ?? null,
});
const comment: HtmlNodeLike = { nodeType: 8, nodeName: '#comment', textContent: 'hidden', childNodes: [] };

const render = (nodes: HtmlNodeLike[]) => renderToStaticMarkup(renderAllowedNodes(toAllowedNodes(nodes)));

describe('home content shown through the allowlist', () => {
  it('keeps the allowed tags and a link with an http(s) href and rel="noopener", nothing else', () => {
    expect(
      render([
        el('h2', [text('Title')], { class: 'x', onclick: 'y()' }),
        el('p', [
          text('See '),
          el('a', [text('us')], { href: 'https://example.org', target: '_blank', onclick: 'z()' }),
          el('br'),
          el('strong', [el('em', [text('now')])]),
        ]),
        el('ul', [el('li', [text('one')])]),
      ]),
    ).toBe(
      '<h2>Title</h2><p>See <a rel="noopener" href="https://example.org">us</a><br/><strong><em>now</em></strong></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts and styles with their text, unwraps other tags and loses unsafe hrefs', () => {
    expect(
      render([
        el('script', [text('alert(1)')]),
        el('style', [text('p{}')]),
        comment,
        el('div', [el('h1', [text('Big')]), el('img', [], { src: 'x', onerror: 'alert(2)' })]),
        el('a', [text('bad')], { href: 'javascript:alert(3)' }),
        text(' <b>typed</b>'),
      ]),
    ).toBe('Big<a rel="noopener">bad</a> &lt;b&gt;typed&lt;/b&gt;');
  });
});
