// Build-time only (public-pages-plugin.ts loads it in Node; no browser code imports it): renders the
// whole app once at each public address, as the browser will render it before any data has arrived,
// and keeps two things for the address's copy of index.html:
// - the markup, which goes inside <div id="root">: the page paints from the HTML alone, before its
//   scripts have arrived on a slow phone, and the browser then hydrates it (main.tsx) instead of
//   drawing it a second time;
// - the CSS of that markup, as emotion's server-rendered style element: emotion finds those styles
//   already in the document and skips them, so the first render does not parse and insert a hundred
//   style rules in one long task.
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { App } from '../app/app';

/** Emotion's key for MUI's styles: the default cache of @emotion/react, which the browser uses. */
const EMOTION_KEY = 'css';

/** A public address's prerendered markup and the style element of its CSS. */
export interface PrerenderedPage {
  html: string;
  styles: string;
}

/** The address being drawn: the renders run one at a time (prerenderPublicPages). */
let drawnAddress = '/';

/** The router of a build-time render: the app at the address being drawn. */
function AtDrawnAddress({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[drawnAddress]}>{children}</MemoryRouter>;
}

/** Everything a Node stream receives, as text. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            text += String(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return text;
}

/**
 * The app at one address, with the tree the browser renders (main.tsx: StrictMode around App), so the
 * markup hydrates: the same components at the same places, hence the same generated ids. Lazy screens
 * are waited for; queries show what the data cache holds (at build time nothing: they stay pending, as
 * in the browser's first render; build/page-with-data.tsx fills it first). One render at a time:
 * emotion's and React Router's module state is shared by the renders.
 */
export async function prerenderAt(address: string): Promise<PrerenderedPage> {
  const cache = createCache({ key: EMOTION_KEY });
  // Server-side, compat mode keeps the rules in cache.inserted instead of writing style elements.
  cache.compat = true;
  // The order rules were inserted in (object keys would put numeric-looking names first).
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  drawnAddress = address;
  // A part that throws is drawn as its loader for the browser to draw, and the render still succeeds:
  // such a page is not the page, so the render fails instead.
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App Router={AtDrawnAddress} />
      </CacheProvider>
    </StrictMode>,
    // Every part in place in the markup: React would otherwise move a large part (a page drawn with a
    // long list, build/page-with-data.tsx) after the rest, to be put in place by an inline script, which
    // the pages' Content-Security-Policy refuses.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  const html = await readAll(prelude);
  if (failures.length > 0) throw failures[0];
  const names: string[] = [];
  let css = '';
  for (const name of order) {
    const rules = cache.inserted[name];
    if (typeof rules !== 'string' || !rules) continue;
    names.push(name);
    css += rules;
  }
  // Global styles (CssBaseline) are not included: emotion inserts those through their own sheet.
  // `data-s` marks the element as already in the head: without it emotion's cache would move it there
  // when it starts, and the browser would parse the page's CSS again in the app's first long task.
  const styles = names.length
    ? `<style data-emotion="${EMOTION_KEY} ${names.join(' ')}" data-s="">${css}</style>`
    : '';
  return { html, styles };
}

/** Each public address's markup and styles, by address. */
export async function prerenderPublicPages(addresses: string[]): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const address of addresses) pages[address] = await prerenderAt(address);
  return pages;
}
