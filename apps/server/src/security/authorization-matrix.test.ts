import { ROLE, TRAINING } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type AccessCase } from '../test/access-declarations.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { changedTables, rowMarks } from '../test/audit-trail.js';
import {
  fillPath,
  formatTable,
  listOperations,
  type Operation,
  shortMessage,
} from '../test/openapi-operations.js';
import {
  createPersonaFixtures,
  createSession,
  PERSONAS,
  type Persona,
  type PersonaFixtures,
} from '../test/persona-fixtures.js';

// Issue 7: every operation of the OpenAPI document declares who may call it (access-declarations.ts),
// and every persona is checked against every operation: 401 → 403 → 400, never a 5xx.

let t: TestContext;
let fx: PersonaFixtures;
let operations: Map<string, Operation>;

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  operations = new Map(listOperations(t.app).map((op) => [op.key, op]));
});

afterAll(async () => {
  await t?.close();
});

/** What a persona must get: a 401 or 403, or one of the statuses of an allowed call. */
interface Expected {
  refused?: 401 | 403;
  meets: (status: number) => boolean;
  want: string;
}

const WRITE_ANSWERS = [400, 404, 409];

function expectedFor(op: Operation, c: AccessCase, persona: Persona): Expected {
  const refused =
    c.allowed === 'public'
      ? undefined
      : persona === 'anonymous'
        ? 401
        : c.allowed.includes(persona)
          ? undefined
          : 403;
  if (refused) return { refused, meets: (s) => s === refused, want: String(refused) };
  if (c.allowedStatus) {
    const statuses = c.allowedStatus;
    return { meets: (s) => statuses.includes(s), want: `allowed: ${statuses.join('/')}` };
  }
  // An allowed write gets its `{}` (or the case's body) refused as bad input, a missing record or a
  // conflict: any other answer means it did something, or was refused where it should not be.
  if (op.method !== 'GET') {
    return { meets: (s) => WRITE_ANSWERS.includes(s), want: `allowed: ${WRITE_ANSWERS.join('/')}` };
  }
  return { meets: (s) => (s >= 200 && s < 300) || s === 404, want: 'allowed: 2xx/404' };
}

async function cookieFor(c: AccessCase, persona: Persona): Promise<string | undefined> {
  if (persona === 'anonymous' || !c.freshSession) return fx.cookies[persona];
  return createSession(t, fx.userIds[persona]);
}

/** Calls the operation with the persona's cookie; writes carry the case's invalid body or `raw` text. */
function callAs(op: Operation, c: AccessCase, persona: Persona, cookie?: string, raw?: string) {
  const payload = op.body ? (c.body?.(fx) ?? {}) : undefined;
  const query = c.query && Object.fromEntries(Object.entries(c.query(fx)).map(([k, v]) => [k, String(v)]));
  return t.app.inject({
    method: op.method,
    url: fillPath(op.path, c.params?.(fx, persona)),
    ...(query ? { query } : {}),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(raw === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(raw !== undefined
      ? { payload: raw }
      : payload === undefined
        ? {}
        : { payload: payload as Record<string, unknown> }),
  });
}

/** Not JSON at all: only a caller allowed to write may learn that from a 400. */
const UNREADABLE_BODY = '{"a":';

describe('authorization matrix', () => {
  it('declares who may call every operation of the OpenAPI document, and only those', () => {
    const documented = [...operations.keys()];
    const declared = Object.keys(ACCESS);
    expect(
      {
        undeclared: documented.filter((key) => !(key in ACCESS)),
        notInDocument: declared.filter((key) => !operations.has(key)),
      },
      'declare each operation in apps/server/src/test/access-declarations.ts',
    ).toEqual({
      undeclared: [],
      notInDocument: [],
    });
  });

  it.each(Object.keys(ACCESS))('%s answers each persona as declared', async (key) => {
    const op = operations.get(key);
    if (!op) throw new Error(`${key} is declared but not in the OpenAPI document`);
    const rows: string[][] = [];
    for (const c of ACCESS[key]!) {
      for (const persona of PERSONAS) {
        const expected = expectedFor(op, c, persona);
        const cookie = await cookieFor(c, persona);
        const before = await rowMarks(t);
        const res = await callAs(op, c, persona, cookie);
        const got = `${res.statusCode} ${shortMessage(res.body)}`;
        const row = (want: string, answer = got) => rows.push([key, c.label ?? '', persona, want, answer]);
        if (!expected.meets(res.statusCode)) row(expected.want);
        // The session plugin decides access before the body is read: a body that is not JSON changes
        // nothing for a refused caller.
        if (op.body && expected.refused && !c.decidedByBody) {
          const unreadable = await callAs(op, c, persona, cookie, UNREADABLE_BODY);
          if (unreadable.statusCode !== expected.refused) {
            const answer = `${unreadable.statusCode} ${shortMessage(unreadable.body)}`;
            row(`${expected.refused} for the body ${UNREADABLE_BODY}`, answer);
          }
        }
        // Every call here is invalid or harmless by design, so a changed watched table means harm.
        const changed = changedTables(before, await rowMarks(t), c.writes);
        if (changed.length > 0) row(`no row written (${changed.join(', ')} changed)`);
      }
    }
    const table = formatTable(['operation', 'case', 'persona', 'expected', 'got'], rows);
    expect(rows, `\n${table}\n`).toEqual([]);
  });
});

/**
 * "A school's staff manage only that account's roles at their school; an account's identity (email,
 * names, title, password, training) is changed only by its holder, by a TE admin, or by staff who may
 * manage users at a school when every role the account holds is at that school."
 */
describe("an account with roles at two schools: the other school's staff manage only its roles there", () => {
  const stored = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${fx.sharedStaff.userId}`,
      headers: { cookie: fx.cookies.te! },
    });
    return res.json() as { firstName: string; email: string; title: string; trainingComplete: number };
  };
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Fixture',
    firstName: 'Pat',
    lastName: 'Staff',
    email: fx.sharedStaff.email,
    DailyDigest: 0,
    userRole: [{ userRoleId: ROLE.REPORTS }],
    ...overrides,
  });
  const put = (persona: Persona, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/${fx.sharedStaff.userId}/${fx.otherSchoolId}`,
      headers: { cookie: fx.cookies[persona]! },
      payload,
    });

  it("school B's primary TELO adds school A's staff member at B without renaming them", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/school/${fx.otherSchoolId}`,
      headers: { cookie: fx.cookies['other:6']! },
      payload: body({ firstName: 'Renamed', title: 'Renamed' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().newAccount).toBe(false);
    expect(await stored()).toMatchObject({ firstName: 'Pat', title: 'Fixture' });
  });

  it("school B's staff change the account's roles at B", async () => {
    const res = await put('other:6', body({ userRole: [{ userRoleId: ROLE.IMPORT }] }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['other:6', 'names', { firstName: 'Renamed' }],
    ['other:7', 'title', { title: 'Renamed' }],
    ['other:6', 'email', { email: 'renamed@matrix-other.edu' }],
    ['other:1', 'training', { trainingComplete: TRAINING.REQUIRED }],
  ] as const)("%s may not change the account's %s (403, unchanged)", async (persona, _field, change) => {
    const before = await stored();
    const res = await put(persona, body({ userRole: [{ userRoleId: ROLE.IMPORT }], ...change }));
    expect(res.statusCode, res.body).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('a TE admin may change the identity of any staff account', async () => {
    const res = await put('te', body({ userRole: [{ userRoleId: ROLE.IMPORT }], firstName: 'Changed' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).firstName).toBe('Changed');
  });
});
