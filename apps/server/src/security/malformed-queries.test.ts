import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type AccessCase } from '../test/access-declarations.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { changedTables, rowMarks } from '../test/audit-trail.js';
import { answerProblem } from '../test/malformed-answers.js';
import { controlString } from '../test/malformed-arbitraries.js';
import { fillPath, formatTable } from '../test/openapi-operations.js';
import { createPersonaFixtures, type Persona, type PersonaFixtures } from '../test/persona-fixtures.js';
import { FUZZ_RUNS, propertyRuns, replayLine } from '../test/property-runs.js';

// Issue 32 (2.11): no query parameter earns a 5xx. Every query parameter of every operation of the
// OpenAPI document gets control characters (C0, DEL, C1), lone surrogates and byte sequences that are
// not UTF-8, alone and after the case's valid value, from a caller the access declarations allow: each
// answer is a 2xx/3xx, or a 4xx in the one error shape (`search=%00` once answered 500 on every
// download, whose stream had started before the database refused the text).

/** Random values per operation, on top of the fixed ones every parameter gets. */
const RANDOM_RUNS = Math.max(5, Math.round(FUZZ_RUNS / 20));

/**
 * The values every parameter gets, percent-encoded as they travel: NUL alone and inside text, the other
 * controls together (C0, DEL, C1), and byte sequences that are not UTF-8 text (a lone surrogate encoded
 * as if it were a character, an overlong NUL, a stray byte, a broken escape).
 */
const FIXED_VALUES = ['%00', 'a%00b', '%01%1F%7F%C2%85', '%ED%A0%80', '%ED%BF%BF', '%C0%80', '%FF', '%'];

interface QueryOperation {
  key: string;
  method: string;
  path: string;
  params: string[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: { in?: string; name?: string }[] }>>;
}

/** Every operation under /api with its query parameters, as the OpenAPI document names them. */
function listQueryOperations(t: TestContext): QueryOperation[] {
  const doc = t.app.swagger() as OpenApiDocument;
  const out: QueryOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name!);
      if (params.length) out.push({ key: `${method.toUpperCase()} ${path}`, method, path, params });
    }
  }
  return out;
}

let t: TestContext;
let fx: PersonaFixtures;
let operations: QueryOperation[];

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  operations = listQueryOperations(t);
});

afterAll(async () => {
  await t?.close();
});

/** The case and caller the fuzz uses: a TE admin where allowed (they read every school), else the first. */
function callerOf(key: string): { c: AccessCase; persona: Persona } {
  const cases = ACCESS[key];
  if (!cases) throw new Error(`${key} has no access declaration`);
  for (const c of cases) {
    if (c.allowed === 'public') return { c, persona: 'anonymous' };
    if (c.allowed.length) return { c, persona: c.allowed.includes('te') ? 'te' : c.allowed[0]! };
  }
  throw new Error(`${key}: no persona may call it`);
}

function send(op: QueryOperation, caller: { c: AccessCase; persona: Persona }, query: string) {
  const cookie = caller.persona === 'anonymous' ? undefined : fx.cookies[caller.persona];
  const body = op.method === 'get' ? undefined : (caller.c.body?.(fx) ?? {});
  return t.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: `${fillPath(op.path, caller.c.params?.(fx, caller.persona))}?${query}`,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The case's own query with one parameter replaced by an already encoded value. */
function queryWith(base: Record<string, string | number>, param: string, encoded: string): string {
  const parts = Object.entries(base)
    .filter(([k]) => k !== param)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return [...parts, `${encodeURIComponent(param)}=${encoded}`].join('&');
}

/** A string percent-encoded byte by byte as UTF-16 code units would be, lone surrogates included. */
function encodeLoose(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // encodeURIComponent refuses a lone surrogate: send it as the three bytes a careless encoder writes.
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/** The answer is fine: a success, a redirect, or a 4xx in the error shape. */
function problemOf(res: Awaited<ReturnType<typeof send>>): string | undefined {
  if (res.statusCode < 400) return undefined;
  return answerProblem(res);
}

describe('malformed query parameters', () => {
  it('finds the query parameters of the reports and their downloads', () => {
    const keys = operations.map((op) => op.key);
    expect(keys).toContain('GET /api/report/export');
    expect(keys).toContain('GET /api/report/export/download');
    expect(operations.find((op) => op.key === 'GET /api/report/export/download')?.params).toContain('search');
  });

  it('answers a NUL in the quick filter of a download with the 400 of its paged call', async () => {
    const ask = (path: string) =>
      t.app.inject({
        method: 'GET',
        url: `${path}?schoolid=${fx.ownSchoolId}&search=%00`,
        headers: { cookie: fx.cookies.te! },
      });
    const paged = await ask('/api/report/export');
    const download = await ask('/api/report/export/download');
    expect(paged.statusCode).toBe(400);
    expect([download.statusCode, download.headers['content-type']]).toEqual([
      400,
      'application/json; charset=utf-8',
    ]);
    expect(download.json()).toEqual(paged.json());
  });

  it('answers control characters in every query parameter without a 5xx, changing nothing', async () => {
    const failures: string[][] = [];
    for (const op of operations) {
      const caller = callerOf(op.key);
      const base = caller.c.query?.(fx) ?? {};
      const before = await rowMarks(t);
      const check = async (param: string, encoded: string) => {
        const res = await send(op, caller, queryWith(base, param, encoded));
        const problem = problemOf(res);
        if (problem) failures.push([op.key, param, encoded.slice(0, 30), problem]);
      };
      for (const param of op.params) {
        const valid = base[param] === undefined ? '' : encodeURIComponent(String(base[param]));
        for (const value of FIXED_VALUES) await check(param, value);
        // After a value the parameter accepts, so the fault is not refused for the value's shape alone.
        if (valid) await check(param, `${valid}%00`);
      }
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...op.params), controlString, async (param, value) => {
          await check(param, encodeLoose(value));
        }),
        propertyRuns(RANDOM_RUNS),
      );
      const changed = changedTables(before, await rowMarks(t), caller.c.writes);
      if (changed.length) failures.push([op.key, '(any)', '', `rows changed in ${changed.join(', ')}`]);
    }
    const table = formatTable(['operation', 'parameter', 'value sent', 'got'], failures);
    expect(failures, `\n${table}\n${replayLine(RANDOM_RUNS)} random values per operation\n`).toEqual([]);
  }, 300_000);
});
