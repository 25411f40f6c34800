// Server-side only: the web build compiles this module for Node (vite.page-with-data.config.ts), and the
// server (apps/server/src/plugins/web-page-with-data.ts) calls it to answer a member page's address with
// the school's data drawn into the HTML. The page's largest paint, its content, then comes with the HTML
// instead of after the app's code has arrived and run (a second and more on a phone on a slow network;
// docs/decisions/public-pages.md "The member page is drawn with its data").
//
// The page is drawn twice: the first render shows which calls the page makes (its queries, pending in the
// data cache), those calls are answered through the same code the browser runs (lib/api.ts, its answers
// read from the server's own routes), and the second render draws the page with the answers. The data
// cache's content goes into the HTML too (`state`), so the browser's first render starts from the same
// answers and takes over the markup instead of drawing a loader over it (lib/query-client.ts).
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { sendRequestsThrough } from '../lib/api';
import { appQueryClient } from '../lib/query-client';
import { type PrerenderedPage, prerenderAt } from './public-page-prerender';

/** The server's answer to one of the page's GET calls: its status and JSON text. */
export interface ServerAnswer {
  status: number;
  body: string;
}

/** Answers a GET call of the page (a path such as /api/schoolsearch/school/12). */
export type ReadAnswer = (path: string) => Promise<ServerAnswer>;

/** A page drawn with its data, and the data cache's content for the browser. */
export interface PageWithData extends PrerenderedPage {
  state: DehydratedState;
}

/** A request the page makes while drawn, answered by `read` (GET only: a drawn page saves nothing). */
function answerThrough(read: ReadAnswer): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return new Response(null, { status: 405 });
    const { status, body } = await read(String(input));
    return new Response(status === 204 || body === '' ? null : body, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A page drawn a short while ago, with the answers it was drawn from. */
interface EarlierPage {
  page: PageWithData;
  answers: Map<string, ServerAnswer>;
  drawnAt: number;
}

/**
 * How long a drawn page is sent again while its answers are still the same: drawing costs the server
 * milliseconds of its one thread, reading the answers again a fraction of that. Kept short, so the
 * answers' age in the browser's cache (TanStack's `dataUpdatedAt`) stays close to their real age.
 */
const REUSE_FOR_MS = 60_000;
/** Addresses kept at most (the member schools, a few hundred). */
const KEPT_PAGES = 1_000;
const earlier = new Map<string, EarlierPage>();

/**
 * The page drawn earlier at `address`, if every call it made answers the same now; the answers read
 * go into `fresh`, so a page drawn anew does not ask for them twice.
 */
async function sameAsEarlier(
  address: string,
  read: ReadAnswer,
  fresh: Map<string, ServerAnswer>,
): Promise<PageWithData | null> {
  const kept = earlier.get(address);
  if (!kept || Date.now() - kept.drawnAt > REUSE_FOR_MS) return null;
  const now = await Promise.all(
    [...kept.answers].map(async ([path, then]) => {
      const answer = await read(path);
      fresh.set(path, answer);
      return answer.status === then.status && answer.body === then.body;
    }),
  );
  return now.every(Boolean) ? kept.page : null;
}

function keep(address: string, page: PageWithData, answers: Map<string, ServerAnswer>) {
  earlier.delete(address);
  earlier.set(address, { page, answers, drawnAt: Date.now() });
  // A Map iterates in insertion order: the first key is the address drawn longest ago.
  if (earlier.size > KEPT_PAGES) earlier.delete(earlier.keys().next().value!);
}

async function draw(address: string, read: ReadAnswer): Promise<PageWithData | null> {
  const client = appQueryClient();
  client.clear();
  const answers = new Map<string, ServerAnswer>();
  const restore = sendRequestsThrough(
    answerThrough(async (path) => {
      const answer = await read(path);
      answers.set(path, answer);
      return answer;
    }),
  );
  try {
    await prerenderAt(address);
    const calls = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
    if (calls.length === 0) return null;
    // No second try: an answer that failed here fails fast, and the browser asks again itself.
    await Promise.all(
      calls.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => null)),
    );
    // A failed call (a school that is gone, too many requests) is the browser's to handle, as before.
    if (client.getQueryCache().findAll({ predicate: (query) => query.state.status !== 'success' }).length > 0)
      return null;
    const page = { ...(await prerenderAt(address)), state: dehydrate(client) };
    keep(address, page, answers);
    return page;
  } finally {
    restore();
    client.clear();
  }
}

let queue: Promise<unknown> = Promise.resolve();
/** Pages waiting for their draw beyond which a page is not drawn (the server sends its copy at once). */
const MAX_WAITING = 8;
let waiting = 0;

/**
 * The app at `address` drawn with the answers to the calls it makes (`read`), or null when a call did
 * not succeed, the page makes none or too many pages wait for their draw (the server then sends the
 * page's prerendered copy). The page drawn there in the last minute is sent again when its calls answer
 * the same. Renders run one at a time: the data cache, the router's address and emotion's styles are
 * this module's state.
 */
export async function renderPageWithData(address: string, read: ReadAnswer): Promise<PageWithData | null> {
  const fresh = new Map<string, ServerAnswer>();
  const kept = await sameAsEarlier(address, read, fresh);
  if (kept) return kept;
  // A call that failed just now (a school gone, a visitor over the limit) would fail the draw: none.
  if ([...fresh.values()].some((answer) => answer.status < 200 || answer.status >= 300)) return null;
  if (waiting >= MAX_WAITING) return null;
  const readOnce: ReadAnswer = (path) => {
    const answer = fresh.get(path);
    fresh.delete(path);
    return answer ? Promise.resolve(answer) : read(path);
  };
  waiting++;
  const drawn = queue.then(() => draw(address, readOnce)).finally(() => waiting--);
  queue = drawn.catch(() => null);
  return drawn;
}
