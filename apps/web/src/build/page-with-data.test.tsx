import type { MemberSchool, MemberSchoolLiaison, MemberSchoolYear } from '@exchange/domain';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appQueryClient, takePageData } from '../lib/query-client';
import { type ReadAnswer, renderPageWithData } from './page-with-data';

// The member page the server draws with its data (plugins/web-page-with-data.ts sends it): the real page,
// drawn in Node with the answers a read function gives, as the server's routes would.
const school = (id: number, schoolName: string): MemberSchool => ({
  id,
  schoolName,
  address: `${id}00 College Road`,
  address2: null,
  city: 'Columbus',
  state: 'OH',
  zip: '43210',
  zipFour: null,
  country: 'United States',
  url: 'https://www.example.edu',
  overview: `${schoolName} welcomes exchange students.`,
  schoolParticipationType: [{ participationId: 1, participationName: 'Undergraduate' }],
});
const year = (id: number): MemberSchoolYear => ({
  schoolId: id,
  aidYear: '2027-2028',
  aidYearId: null,
  notice: 'The 2027-2028 aid year is not published yet.',
  info: null,
  studentApplicationStats: null,
});
const liaison: MemberSchoolLiaison = { firstName: 'Dana', lastName: 'Whitfield', email: 'telo@example.edu' };

/** The server's answers for the schools given, by path; the paths asked for go into `asked`. */
function answers(names: Record<number, string>, asked: string[] = [], over: Record<string, number> = {}) {
  const read: ReadAnswer = async (path) => {
    asked.push(path);
    if (over[path])
      return { status: over[path], body: JSON.stringify({ status: over[path], message: 'No.' }) };
    const [, id, rest] = /^\/api\/schoolsearch\/school\/(\d+)(.*)$/.exec(path) ?? [];
    const name = names[Number(id)];
    if (!name) return { status: 404, body: JSON.stringify({ status: 404, message: 'Not found.' }) };
    const body = rest === '' ? school(Number(id), name) : rest === '/aidyear' ? year(Number(id)) : liaison;
    return { status: 200, body: JSON.stringify(body) };
  };
  return read;
}

describe('a member page drawn with its data', () => {
  it("draws the school from the page's own calls and hands the answers to the browser", async () => {
    const asked: string[] = [];
    const drawn = await renderPageWithData(
      '/memberschools/info/7',
      answers({ 7: 'Alpha University' }, asked),
    );
    expect(asked.sort()).toEqual([
      '/api/schoolsearch/school/7',
      '/api/schoolsearch/school/7/aidyear',
      '/api/schoolsearch/school/7/user/primarytelo',
    ]);
    // React separates adjacent texts with empty comments.
    const html = drawn?.html.replaceAll('<!-- -->', '');
    expect(html).toContain('Alpha University</h1>');
    expect(html).toContain('Alpha University welcomes exchange students.');
    expect(html).toContain('Dana Whitfield, <a');
    expect(html).toContain('The 2027-2028 aid year is not published yet.');
    expect(drawn?.styles).toMatch(/^<style data-emotion="css [^"]+" data-s="">/);

    // The browser's cache starts with the same answers the page was drawn from.
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(drawn!.state)));
    const data = browser
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
    expect(data).toContainEqual(school(7, 'Alpha University'));
    expect(data).toContainEqual(year(7));
    expect(data).toContainEqual(liaison);
    // Nothing of the render stays for the next one.
    expect(appQueryClient().getQueryCache().getAll()).toEqual([]);
  });

  it('draws a long page whole, in place, with no script (the pages refuse inline scripts)', async () => {
    const long = 'Exchange students are welcome in every programme. '.repeat(400);
    const read: ReadAnswer = async (path) => {
      const answer = await answers({ 31: 'Theta University' })(path);
      if (path !== '/api/schoolsearch/school/31') return answer;
      return { status: 200, body: JSON.stringify({ ...school(31, 'Theta University'), overview: long }) };
    };
    const drawn = await renderPageWithData('/memberschools/info/31', read);
    expect(drawn?.html.length).toBeGreaterThan(20_000);
    expect(drawn?.html).toContain(long.trim());
    expect(drawn?.html).not.toMatch(/<script|<template/);
  });

  it('draws nothing when a call fails: a school that is gone, too many requests', async () => {
    expect(await renderPageWithData('/memberschools/info/8', answers({}))).toBeNull();
    const limited = answers({ 9: 'Beta College' }, [], { '/api/schoolsearch/school/9/aidyear': 429 });
    expect(await renderPageWithData('/memberschools/info/9', limited)).toBeNull();
  });

  it('sends a page drawn in the last minute again while its calls answer the same, else draws it anew', async () => {
    const asked: string[] = [];
    const first = await renderPageWithData('/memberschools/info/21', answers({ 21: 'Zeta College' }, asked));
    const again = await renderPageWithData('/memberschools/info/21', answers({ 21: 'Zeta College' }, asked));
    expect(again).toBe(first);
    // Each time the page's three calls are read (the visitor's allowance counts them), never more.
    expect(asked).toHaveLength(6);
    const renamed = await renderPageWithData(
      '/memberschools/info/21',
      answers({ 21: 'Zeta University' }, asked),
    );
    expect(renamed).not.toBe(first);
    expect(renamed?.html).toContain('Zeta University</h1>');
    expect(asked).toHaveLength(9);
    // A call that fails now (the visitor over the limit): no page, and no draw to find that out again.
    const limited = answers({ 21: 'Zeta University' }, asked, { '/api/schoolsearch/school/21/aidyear': 429 });
    expect(await renderPageWithData('/memberschools/info/21', limited)).toBeNull();
    expect(asked).toHaveLength(12);
  });

  it('draws pages asked for at once each with its own school', async () => {
    const names = { 11: 'Gamma University', 12: 'Delta College', 13: 'Epsilon Institute' };
    const pages = await Promise.all(
      [11, 12, 13].map((id) => renderPageWithData(`/memberschools/info/${id}`, answers(names))),
    );
    expect(pages.map((page) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page!.html)?.[1])).toEqual(Object.values(names));
  });

  it('draws at most 8 pages waiting at once: the others get the prerendered copy at once', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 41 + i);
    const names = Object.fromEntries(ids.map((id) => [id, `School ${id}`]));
    const pages = await Promise.all(
      ids.map((id) => renderPageWithData(`/memberschools/info/${id}`, answers(names))),
    );
    expect(pages.filter(Boolean)).toHaveLength(8);
    // Once drawn, a page is sent again without waiting for a draw.
    const again = await Promise.all(
      ids.slice(0, 8).map((id) => renderPageWithData(`/memberschools/info/${id}`, answers(names))),
    );
    expect(again).toEqual(pages.slice(0, 8));
  });
});

describe('the answers a page arrived with', () => {
  it('are read once from their element, which is then removed', () => {
    let removed = 0;
    const element = { textContent: '{"mutations":[],"queries":[]}', remove: () => removed++ };
    const doc = { getElementById: (id: string) => (id === 'page-data' && removed === 0 ? element : null) };
    expect(takePageData(doc as unknown as Document)).toEqual({ mutations: [], queries: [] });
    expect(removed).toBe(1);
    expect(takePageData(doc as unknown as Document)).toBeNull();
    expect(takePageData(undefined)).toBeNull();
  });
});
