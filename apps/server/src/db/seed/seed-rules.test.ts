import { EXPORT_STATUS as E, IMPORT_STATUS as I } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  type CheckedApplication,
  type CheckedImportRow,
  findRuleBreaches,
  type SeedRule,
} from '../../test/seed-rules.js';

const TODAY = '2026-11-26';
const aidYear = (first: number) => ({
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
});

function row(importStatus: number, fields: Partial<CheckedImportRow> = {}): CheckedImportRow {
  return {
    importSchoolId: 2,
    importStatus,
    importStatusDate: '2026-02-01',
    leaveOfAbsenceBegin: null,
    leaveOfAbsenceEnd: null,
    withdrawalDate: null,
    lastEligibilityUsed: null,
    unprocessedSummerTerm: 0,
    usageDates: [],
    ...fields,
  };
}

/** An OPEN current-year application, approved, with one school reviewing it: obeys every rule. */
function app(fields: Partial<CheckedApplication> = {}): CheckedApplication {
  return {
    id: 1,
    studentId: 1,
    applicationStatus: 'OPEN',
    exportStatus: E.EXPORT_APPROVED,
    aidYear: aidYear(2026),
    creationDate: '2026-01-10',
    exportStatusDate: '2026-01-15',
    extendEligibility: 0,
    extendEligibilityDate: null,
    imports: [row(I.UNDER_REVIEW)],
    ...fields,
  };
}

/** A student enrolled last aid year (2025-2026), whose OPEN application stays open thanks to the row at 5. */
const enrolledLastYear = (fields: Partial<CheckedImportRow> = {}) =>
  app({
    aidYear: aidYear(2025),
    creationDate: '2025-01-10',
    exportStatusDate: '2025-01-20',
    imports: [row(I.ENROLLED, { importStatusDate: '2025-08-20', ...fields })],
  });

const rulesBroken = (apps: CheckedApplication[]): SeedRule[] => [
  ...new Set(findRuleBreaches(apps, TODAY).map((b) => b.rule)),
];

describe('the seed-rule check', () => {
  it('passes applications that obey every rule', () => {
    const transferFrom = app({
      id: 2,
      studentId: 7,
      applicationStatus: 'CLOSED',
      aidYear: aidYear(2024),
      creationDate: '2024-01-10',
      exportStatusDate: '2024-01-20',
      imports: [row(I.TRANSFERRED, { importStatusDate: '2025-08-25' })],
    });
    const transfer = app({
      id: 3,
      studentId: 7,
      applicationStatus: 'TRANSFER',
      aidYear: aidYear(2025),
      creationDate: '2025-01-10',
      exportStatusDate: '2025-01-10',
      imports: [row(I.ENROLLED, { importSchoolId: 3, importStatusDate: '2025-08-25' })],
    });
    expect(
      findRuleBreaches(
        [
          app(),
          {
            ...enrolledLastYear({ unprocessedSummerTerm: 1, usageDates: ['2025-12-15', '2026-05-10'] }),
            id: 9,
            studentId: 9,
          },
          app({
            id: 4,
            studentId: 4,
            aidYear: aidYear(2025),
            creationDate: '2025-01-10',
            exportStatusDate: '2025-01-20',
            extendEligibility: 1,
            extendEligibilityDate: '2026-03-02',
            imports: [
              row(I.LEAVE_OF_ABSENCE, {
                importStatusDate: '2026-10-01',
                leaveOfAbsenceBegin: '2026-10-01',
                leaveOfAbsenceEnd: '2027-03-31',
              }),
            ],
          }),
          transferFrom,
          transfer,
        ],
        TODAY,
      ),
    ).toEqual([]);
  });

  it('names an OPEN application that a denial closes (open-points 8)', () => {
    const denied = app({ exportStatus: E.DENIED_OTHER, imports: [row(I.AWAITING_EXPORT_DECISION)] });
    expect(rulesBroken([denied])).toEqual(['closing']);
    // A school that approved the student keeps it open.
    expect(rulesBroken([app({ exportStatus: E.DENIED_OTHER, imports: [row(I.IMPORT_APPROVED)] })])).toEqual(
      [],
    );
  });

  it('names an OPEN application whose aid year ended with no school enrolling the student', () => {
    expect(rulesBroken([app({ aidYear: aidYear(2025), creationDate: '2025-01-10' })])).toEqual(['closing']);
  });

  it('names a row at 1 under Export Approved and a row at 2 under Awaiting Decision (open-points 4)', () => {
    expect(rulesBroken([app({ imports: [row(I.AWAITING_EXPORT_DECISION)] })])).toEqual([
      'awaitingExportDecision',
    ]);
    expect(
      rulesBroken([app({ exportStatus: E.AWAITING_DECISION, imports: [row(I.DECISION_PENDING)] })]),
    ).toEqual(['awaitingExportDecision']);
  });

  it('names a row at 1–4 under No Longer Eligible (open-points 4)', () => {
    const nle = enrolledLastYear();
    const withApproved = { ...nle, exportStatus: E.NO_LONGER_ELIGIBLE };
    expect(rulesBroken([withApproved])).toEqual([]);
    expect(
      rulesBroken([
        {
          ...withApproved,
          imports: [...withApproved.imports, row(I.IMPORT_APPROVED, { importSchoolId: 3 })],
        },
      ]),
    ).toEqual(['noLongerEligibleRows']);
    // It is chosen only over a row at Enrolled or on leave (open-points 3).
    const neverEnrolled = app({
      applicationStatus: 'CLOSED',
      exportStatus: E.NO_LONGER_ELIGIBLE,
      imports: [row(I.DECLINED)],
    });
    expect(rulesBroken([neverEnrolled])).toEqual(['noLongerEligibleRows']);
  });

  it('names a row enrolled under a denied export (open-points 3, 4)', () => {
    const denied = { ...enrolledLastYear(), exportStatus: E.DENIED_OTHER };
    expect(rulesBroken([denied])).toEqual(['deniedAfterEnrolment']);
  });

  it('names a leave longer than 6 months or ending before it begins (open-points 7)', () => {
    const leave = (begin: string, end: string) =>
      enrolledLastYear({
        importStatus: I.LEAVE_OF_ABSENCE,
        importStatusDate: begin,
        leaveOfAbsenceBegin: begin,
        leaveOfAbsenceEnd: end,
      });
    expect(rulesBroken([leave('2026-10-01', '2027-05-31')])).toEqual(['leaveDates']);
    expect(rulesBroken([leave('2026-10-01', '2026-09-30')])).toEqual(['leaveDates']);
  });

  it('names a row enrolled before 15 August of its aid year or in a future aid year (open-points 6)', () => {
    expect(rulesBroken([enrolledLastYear({ importStatusDate: '2025-08-14' })])).toEqual(['fifteenAugust']);
    const withdrawnEarly = enrolledLastYear({
      importStatus: I.WITHDRAWN,
      importStatusDate: '2025-03-01',
      withdrawalDate: '2025-03-01',
    });
    expect(rulesBroken([{ ...withdrawnEarly, applicationStatus: 'CLOSED' }])).toEqual(['fifteenAugust']);
  });

  it('names status, leave, withdrawal, extension and term dates after today', () => {
    expect(rulesBroken([app({ exportStatusDate: '2026-11-27' })])).toEqual(['afterToday']);
    expect(
      rulesBroken([app({ imports: [row(I.UNDER_REVIEW, { importStatusDate: '2026-12-01' })] })]),
    ).toEqual(['afterToday']);
    expect(rulesBroken([enrolledLastYear({ usageDates: ['2026-12-15'] })])).toEqual(['afterToday']);
    expect(rulesBroken([enrolledLastYear({ lastEligibilityUsed: '2027-05-10' })])).toEqual(['afterToday']);
    const extended = enrolledLastYear();
    expect(rulesBroken([{ ...extended, extendEligibility: 1, extendEligibilityDate: '2027-01-20' }])).toEqual(
      ['afterToday'],
    );
    const leaving = enrolledLastYear({
      importStatus: I.LEAVE_OF_ABSENCE,
      leaveOfAbsenceBegin: '2026-12-01',
      leaveOfAbsenceEnd: '2027-03-01',
    });
    expect(rulesBroken([leaving])).toEqual(['afterToday']);
    const withdrawn = enrolledLastYear({ importStatus: I.WITHDRAWN, withdrawalDate: '2026-12-01' });
    expect(rulesBroken([{ ...withdrawn, applicationStatus: 'CLOSED' }])).toEqual(['afterToday']);
  });

  it('names a chosen date before the application was submitted', () => {
    const early = enrolledLastYear({ importStatus: I.WITHDRAWN, withdrawalDate: '2024-12-01' });
    expect(rulesBroken([{ ...early, applicationStatus: 'CLOSED' }])).toEqual(['beforeSubmission']);
  });

  it('names a Transferred row without an enrolled transfer, and an OPEN application left open after one', () => {
    const old = app({
      id: 2,
      studentId: 7,
      applicationStatus: 'CLOSED',
      aidYear: aidYear(2024),
      creationDate: '2024-01-10',
      exportStatusDate: '2024-01-20',
      imports: [row(I.TRANSFERRED, { importStatusDate: '2025-08-25' })],
    });
    expect(rulesBroken([old])).toEqual(['transferred']);
    const enrolledTransfer = app({
      id: 3,
      studentId: 7,
      applicationStatus: 'TRANSFER',
      aidYear: aidYear(2025),
      creationDate: '2025-01-10',
      exportStatusDate: '2025-01-10',
      imports: [row(I.ENROLLED, { importStatusDate: '2025-08-25' })],
    });
    const stillOpen = {
      ...old,
      applicationStatus: 'OPEN',
      imports: [row(I.ENROLLED, { importStatusDate: '2024-08-20' })],
    };
    expect(rulesBroken([stillOpen, enrolledTransfer])).toEqual(['transferred']);
  });

  it('names a TRANSFER application with nothing to transfer from, or with extensions', () => {
    const transfer = app({ applicationStatus: 'TRANSFER' });
    expect(rulesBroken([transfer])).toEqual(['transferSource']);
    const source = {
      ...enrolledLastYear({ importStatus: I.TRANSFERRED, importStatusDate: '2026-08-20' }),
      applicationStatus: 'CLOSED',
    };
    const extended = {
      ...transfer,
      id: 5,
      extendEligibility: 1,
      extendEligibilityDate: '2026-03-01',
      imports: [row(I.ENROLLED, { importStatusDate: '2026-08-20' })],
    };
    expect(rulesBroken([source, extended])).toEqual(['transferExtensions']);
  });

  it('names an extension without a date, or where no school enrolled the student', () => {
    expect(rulesBroken([app({ extendEligibility: 1, extendEligibilityDate: '2026-03-01' })])).toEqual([
      'extension',
    ]);
    const undated = enrolledLastYear();
    expect(rulesBroken([{ ...undated, extendEligibility: 1 }])).toEqual(['extension']);
  });

  it('names a summer term on a row never enrolled', () => {
    expect(rulesBroken([app({ imports: [row(I.IMPORT_APPROVED, { unprocessedSummerTerm: 1 })] })])).toEqual([
      'summerTerm',
    ]);
  });
});
