import { ROLE, TRAINING } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type AccessCase } from '../test/access-declarations.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { auditMarks } from '../test/audit-trail.js';
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

type Expected = 'allowed' | 401 | 403;

function expectedFor(c: AccessCase, persona: Persona): Expected {
  if (c.allowed === 'public') return 'allowed';
  if (persona === 'anonymous') return 401;
  return c.allowed.includes(persona) ? 'allowed' : 403;
}

function meets(expected: Expected, status: number): boolean {
  if (expected === 'allowed') return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

async function cookieFor(c: AccessCase, persona: Persona): Promise<string | undefined> {
  if (persona === 'anonymous' || !c.freshSession) return fx.cookies[persona];
  return createSession(t, fx.userIds[persona]);
}

/** Calls the operation as the persona; writes carry the case's invalid body. */
async function callAs(op: Operation, c: AccessCase, persona: Persona) {
  const cookie = await cookieFor(c, persona);
  const payload = op.body ? (c.body?.(fx) ?? {}) : undefined;
  return t.app.inject({
    method: op.method,
    url: fillPath(op.path, c.params?.(fx, persona)),
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

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
        const expected = expectedFor(c, persona);
        const before = await auditMarks(t);
        const res = await callAs(op, c, persona);
        const got = `${res.statusCode} ${shortMessage(res.body)}`;
        if (!meets(expected, res.statusCode)) {
          const want = expected === 'allowed' ? 'allowed (not 401/403, < 500)' : String(expected);
          rows.push([key, c.label ?? '', persona, want, got]);
        } else if ((await auditMarks(t)) !== before) {
          // Every call here is invalid or harmless by design, so an audited row or a mail means harm.
          rows.push([key, c.label ?? '', persona, 'no audited row or email written', got]);
        }
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
