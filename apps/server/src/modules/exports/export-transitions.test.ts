import {
  EXPORT_STATUS,
  EXPORT_STATUSES,
  exportStatusName,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';

// 2-applications §4 "Export status changes, row level" and the closed-application choices, with
// open-points 3 (Enrolled-type = Export Approved; No Longer Eligible only from it with a school that
// has the student enrolled or on leave; frozen once set), checked through PUT api/export/{id}.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const ALL = EXPORT_STATUSES.map((s) => s.id);

let t: TestContext;
let f: ApplicationFixtures;
let cookie: string;
let applicationId: number;
let creationDate: string;
let beta: number;
let gamma: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  beta = f.school('Beta College');
  gamma = f.school('Gamma University');
  cookie = await t.signIn('telo@alpha.edu');
  applicationId = (await submitApplication(t, f)).applicationId;
  const [row] = await selectRows<{ d: string }>(
    t,
    sql`select creation_date::text as d from student_applications where id = ${applicationId}`,
  );
  creationDate = row!.d;
});

afterAll(async () => {
  await t?.close();
});

/** A body the target status accepts: a reason for Denied: Other, an effective date for No Longer Eligible. */
function bodyFor(to: number) {
  return {
    exportStatusId: to,
    ...(to === E.DENIED_OTHER ? { exportStatusOtherReason: 'Not on the benefits-eligible payroll' } : {}),
    ...(to === E.NO_LONGER_ELIGIBLE ? { noLongerEligibleDate: creationDate } : {}),
  };
}

const put = (to: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/export/${applicationId}`,
    headers: { cookie },
    payload: bodyFor(to),
  });

interface Case {
  label: string;
  exportStatusId: number;
  applicationStatus?: 'OPEN' | 'CLOSED';
  imports: [number, number];
  allowed: number[];
}

const ROW_LEVEL: Case[] = [
  {
    label: 'Awaiting Decision',
    exportStatusId: E.AWAITING_DECISION,
    imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    allowed: [E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS, E.DENIED_OTHER],
  },
  {
    label: 'Export Approved, no school has enrolled the student',
    exportStatusId: E.EXPORT_APPROVED,
    imports: [I.IMPORT_APPROVED, I.UNDER_REVIEW],
    allowed: [E.AWAITING_DECISION, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS, E.DENIED_OTHER],
  },
  {
    label: 'Export Approved, a school has the student enrolled',
    exportStatusId: E.EXPORT_APPROVED,
    imports: [I.ENROLLED, I.UNDER_REVIEW],
    allowed: [E.NO_LONGER_ELIGIBLE],
  },
  {
    label: 'Export Approved, a school has the student on leave',
    exportStatusId: E.EXPORT_APPROVED,
    imports: [I.LEAVE_OF_ABSENCE, I.DECLINED],
    allowed: [E.NO_LONGER_ELIGIBLE],
  },
  {
    label: 'Denied: Not an Employee',
    exportStatusId: E.DENIED_NOT_EMPLOYEE,
    imports: [I.AWAITING_EXPORT_DECISION, I.AWAITING_EXPORT_DECISION],
    allowed: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_MIN_REQS, E.DENIED_OTHER],
  },
  {
    label: 'Denied: Min Reqs Not Met',
    exportStatusId: E.DENIED_MIN_REQS,
    imports: [I.DECISION_PENDING, I.DECISION_PENDING],
    allowed: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_OTHER],
  },
  {
    label: 'Denied: Other',
    exportStatusId: E.DENIED_OTHER,
    imports: [I.AWAITING_EXPORT_DECISION, I.DECISION_PENDING],
    allowed: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS],
  },
  {
    label: 'No Longer Eligible (frozen)',
    exportStatusId: E.NO_LONGER_ELIGIBLE,
    imports: [I.WITHDRAWN, I.DENIED_OTHER],
    allowed: [],
  },
];

const CLOSED: Case[] = [
  {
    label: 'closed, no approved import, Denied: Not an Employee',
    exportStatusId: E.DENIED_NOT_EMPLOYEE,
    applicationStatus: 'CLOSED',
    imports: [I.AWAITING_EXPORT_DECISION, I.DECLINED],
    allowed: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_MIN_REQS, E.DENIED_OTHER],
  },
  {
    label: 'closed, approved import (Withdrawn), Denied: Other',
    exportStatusId: E.DENIED_OTHER,
    applicationStatus: 'CLOSED',
    imports: [I.WITHDRAWN, I.DECLINED],
    allowed: [E.EXPORT_APPROVED],
  },
  {
    label: 'closed, approved import (Import Approved), Export Approved',
    exportStatusId: E.EXPORT_APPROVED,
    applicationStatus: 'CLOSED',
    imports: [I.IMPORT_APPROVED, I.DECLINED],
    allowed: [],
  },
  {
    label: 'closed, a school has the student enrolled, Export Approved',
    exportStatusId: E.EXPORT_APPROVED,
    applicationStatus: 'CLOSED',
    imports: [I.ENROLLED, I.DECLINED],
    allowed: [E.NO_LONGER_ELIGIBLE],
  },
  {
    label: 'closed, No Longer Eligible',
    exportStatusId: E.NO_LONGER_ELIGIBLE,
    applicationStatus: 'CLOSED',
    imports: [I.WITHDRAWN, I.GRADUATED],
    allowed: [],
  },
];

async function expectTransitions(c: Case) {
  const got: Record<number, string> = {};
  const want: Record<number, string> = {};
  for (const to of ALL) {
    await setExportState(t, applicationId, {
      exportStatusId: c.exportStatusId,
      applicationStatus: c.applicationStatus,
      importStatuses: { [beta]: c.imports[0], [gamma]: c.imports[1] },
    });
    const res = await put(to);
    got[to] = `${res.statusCode} ${res.json().message ?? res.json().exportSchoolStatus}`;
    want[to] =
      to === c.exportStatusId
        ? `400 ${M.exportStatusNotSelected}`
        : c.allowed.includes(to)
          ? `200 ${to}`
          : `400 ${M.exportTransitionRefused(exportStatusName(c.exportStatusId), exportStatusName(to))}`;
  }
  expect(got).toEqual(want);
}

describe('export status changes, row level (open applications)', () => {
  it.each(ROW_LEVEL.map((c) => [c.label, c] as const))('from %s', async (_label, c) => {
    await expectTransitions(c);
  });
});

describe('export status changes of a closed application (closed choices)', () => {
  it.each(CLOSED.map((c) => [c.label, c] as const))('from %s', async (_label, c) => {
    await expectTransitions(c);
  });
});

describe('a refused change changes nothing', () => {
  it('leaves the application, its import rows and the change log as they were', async () => {
    await setExportState(t, applicationId, {
      exportStatusId: E.NO_LONGER_ELIGIBLE,
      importStatuses: { [beta]: I.WITHDRAWN, [gamma]: I.DENIED_OTHER },
    });
    const state = () =>
      selectRows(
        t,
        sql`select a.export_status_id, a.version, a.modified_by, (select max(id) from change_log) as log,
              (select max(id) from email_outbox) as mail,
              (select array_agg(import_status_id order by id) from application_schools where application_id = a.id) as rows
            from student_applications a where a.id = ${applicationId}`,
      );
    const before = await state();
    const res = await put(E.EXPORT_APPROVED);
    expect(res.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('answers 404 for an application that does not exist and 400 for a body without a status', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/export/2000000000',
      headers: { cookie },
      payload: { exportStatusId: E.EXPORT_APPROVED },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/export/${applicationId}`,
      headers: { cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.exportStatusRequired);
  });
});
