import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears } from '../db/schema/index.js';
import { insertPasswordReset } from '../modules/auth/auth-repo.js';
import { hashToken, newToken } from '../platform/sessions/session-tokens.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { changedTables, type RowMarks, rowMarks } from '../test/audit-trail.js';
import { createReviewFuzzFixtures, reviewWindowClock } from '../test/enrollment-review-fixtures.js';
import { FUZZ_TARGETS, FUZZ_VARIANTS, type FuzzContext, type FuzzTarget } from '../test/fuzz-targets.js';
import { SETTINGS_FUZZ_AID_YEAR } from '../test/fuzz-targets-settings.js';
import { answerProblem } from '../test/malformed-answers.js';
import { malformedBodies } from '../test/malformed-arbitraries.js';
import { fillPath, formatTable, listOperations, type Operation } from '../test/openapi-operations.js';
import { createPersonaFixtures } from '../test/persona-fixtures.js';
import { FUZZ_RUNS, propertyRuns, replayLine } from '../test/property-runs.js';

// Issue 7: no input earns a 5xx. Every write operation that takes a body gets FUZZ_RUNS (200 in CI,
// 1,000 with `npm run fuzz`) malformed bodies from a caller allowed to use it, and must answer each
// with a 4xx in the one error shape, changing no audited row, queuing no email, and starting or ending
// no session, using no reset link and counting no failed sign-in (unless the target says it may).

// The report names its seed; FUZZ_RUNS=<runs> FUZZ_SEED=<seed> npm run fuzz replays that run exactly.
const RUNS = FUZZ_RUNS;
// Sign-in throttling counts failures per address; the fuzz's own address keeps them apart.
const FUZZ_ADDRESS = '203.0.113.7';
const BODY_LIMIT = 2 * 1024 * 1024;

/** Every target with its operation key: one per operation, and the variants of caller-dependent bodies. */
const CASES: { label: string; key: string; target: FuzzTarget }[] = [
  ...Object.entries(FUZZ_TARGETS).map(([key, target]) => ({ label: key, key, target })),
  ...Object.entries(FUZZ_VARIANTS).flatMap(([key, list]) =>
    list.map((target) => ({ label: `${key} (as ${target.persona})`, key, target })),
  ),
];

let t: TestContext;
let ctx: FuzzContext;
let operations: Map<string, Operation>;

beforeAll(async () => {
  // From 1 July to 14 August no review window is open, so the review bodies could not be valid then.
  t = await startTestApp({ now: reviewWindowClock() });
  const fx = await createPersonaFixtures(t);
  const resetToken = newToken();
  await insertPasswordReset(
    t.database.db,
    fx.ownStaffUserId,
    hashToken(resetToken),
    new Date(Date.now() + 3_600_000),
  );
  ctx = {
    fx,
    resetToken,
    schoolWithoutRecord: fx.applications.school('Zeta College'),
    reviews: await createReviewFuzzFixtures(t, {
      submitSchoolId: fx.ownSchoolId,
      reviewSchoolId: fx.otherSchoolId,
      modifiedBy: fx.userIds.te,
    }),
    settingsAidYearId: (
      await t.database.db.insert(aidYears).values(SETTINGS_FUZZ_AID_YEAR).returning({ id: aidYears.id })
    )[0]!.id,
  };
  operations = new Map(listOperations(t.app).map((op) => [op.key, op]));
});

afterAll(async () => {
  await t?.close();
});

function send(op: Operation, target: FuzzTarget, text: string, contentType?: string, address = FUZZ_ADDRESS) {
  const cookie = target.persona === 'anonymous' ? undefined : ctx.fx.cookies[target.persona];
  return t.app.inject({
    method: op.method,
    url: fillPath(op.path, target.params?.(ctx)),
    remoteAddress: address,
    headers: { ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload: text,
  });
}

/** Hand-written bodies every operation must refuse the same way, whatever its schema. */
function rawCases(valid: string) {
  return [
    { kind: 'invalid JSON', text: '{"a":' },
    { kind: 'invalid JSON', text: "{'single': 'quotes'}" },
    { kind: 'invalid JSON', text: `${valid}}` },
    { kind: 'invalid JSON', text: '\u0000' },
    { kind: 'empty body', text: '' },
    { kind: 'empty body without content type', text: '', contentType: null },
    { kind: 'valid body as text/plain', text: valid, contentType: 'text/plain' },
    { kind: 'wrong content type', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'wrong content type', text: valid, contentType: 'application/xml' },
    { kind: 'prototype pollution', text: `{"__proto__":{"isAdmin":true},${valid.slice(1)}` },
    { kind: 'body over the size limit', text: `"${'a'.repeat(BODY_LIMIT)}"` },
  ];
}

interface Failure {
  kind: string;
  field: string;
  problem: string;
  sample: string;
}

/** Failures grouped by kind, field and problem, with a count and a sample value. */
function report(key: string, failures: Failure[]) {
  const groups = new Map<string, Failure & { count: number }>();
  for (const f of failures) {
    const id = `${f.kind}|${f.field}|${f.problem}`;
    const group = groups.get(id);
    if (group) group.count += 1;
    else groups.set(id, { ...f, count: 1 });
  }
  const rows = [...groups.values()].map((g) => [key, g.kind, g.field, g.problem, String(g.count), g.sample]);
  return formatTable(['operation', 'fault', 'field', 'got', 'times', 'sample value'], rows);
}

describe('malformed request bodies', () => {
  it('fuzzes every write operation that takes a body', () => {
    const withBody = [...operations.values()].filter((op) => op.body).map((op) => op.key);
    expect(
      {
        notFuzzed: withBody.filter((key) => !(key in FUZZ_TARGETS)),
        notInDocument: Object.keys(FUZZ_TARGETS).filter((key) => !withBody.includes(key)),
      },
      'give each write operation a target in apps/server/src/test/fuzz-targets.ts',
    ).toEqual({
      notFuzzed: [],
      notInDocument: [],
    });
  });

  it.each(CASES.map((c) => [c.label, c] as const))(
    '%s answers malformed bodies with a 4xx in the error shape and changes nothing',
    async (_label, { key, target }) => {
      const op = operations.get(key);
      if (!op?.body) throw new Error(`${key} takes no body in the OpenAPI document`);
      const valid = target.valid(ctx);
      const run = async (trackRows: boolean) => {
        const failures: Failure[] = [];
        const check = async (
          kind: string,
          field: string,
          text: string,
          sample: string,
          contentType?: string | null,
        ) => {
          const before = trackRows ? await rowMarks(t) : undefined;
          const res = await send(
            op,
            target,
            text,
            contentType === null ? undefined : (contentType ?? 'application/json'),
          );
          const changed = before ? changedTables(before, await rowMarks(t), target.writes) : [];
          const problem =
            answerProblem(res) ??
            (changed.length > 0
              ? `HTTP ${res.statusCode}, rows changed in ${changed.join(', ')}`
              : undefined);
          if (problem) failures.push({ kind, field, problem, sample });
        };
        for (const raw of rawCases(JSON.stringify(valid)))
          await check(raw.kind, '(raw)', raw.text, JSON.stringify(raw.text.slice(0, 60)), raw.contentType);
        await fc.assert(
          fc.asyncProperty(malformedBodies(op.body!, valid, new Set(target.ignored)), async (m) => {
            await check(m.kind, m.field, m.text, m.value);
          }),
          propertyRuns(RUNS),
        );
        return failures;
      };

      const before = await rowMarks(t, true);
      // Counting rows around every request would double the run time: the whole run is compared, and
      // only when rows changed is it replayed (same seed, same bodies) to name the bodies that wrote.
      let failures = await run(false);
      const after = await rowMarks(t, true);
      const changed = changedTables(before, after, target.writes);
      if (changed.length > 0) failures = await run(true);
      expect(failures, `\n${report(key, failures)}\n${replayLine(RUNS)}\n`).toEqual([]);
      const marks = (m: RowMarks) => Object.fromEntries(changed.map((table) => [table, m[table]]));
      expect(marks(after), 'rows/highest id of the watched tables that changed').toEqual(marks(before));
    },
    Math.max(60_000, RUNS * 300),
  );

  // Each fault above breaks a body the operation accepts, so the answer is about that fault alone.
  it('accepts the valid bodies the faults start from', async () => {
    // The fuzz's wrong passwords throttle sign-in of the account the sign-in body names.
    await t.database.db.execute(sql`delete from login_failures`);
    // The password change goes last: it changes the password the sign-in body uses.
    const cases = [...CASES].sort(
      (a, b) => Number(a.key.includes('updatepwd')) - Number(b.key.includes('updatepwd')),
    );
    const refused: string[][] = [];
    for (const { label, key, target } of cases) {
      const res = await send(
        operations.get(key)!,
        target,
        JSON.stringify(target.valid(ctx)),
        'application/json',
        '127.0.0.1',
      );
      if (res.statusCode >= 300) refused.push([label, String(res.statusCode), res.body.slice(0, 120)]);
    }
    expect(refused, `\n${formatTable(['operation', 'status', 'answer'], refused)}\n`).toEqual([]);
  });
});
