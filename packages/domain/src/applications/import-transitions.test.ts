import { describe, expect, it } from 'vitest';
import { IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import { AFTER_AUG_15, AY_2025, AY_2026, AY_2027, importRow } from '../test/application-fixtures.js';
import { IMPORT_TERMINAL_STATUSES } from './application-statuses.js';
import {
  IMPORT_TRANSITIONS,
  IMPORT_TRANSITIONS_TRANSFER_READING,
  listImportTransitionTargets,
} from './import-transitions.js';

const I = IMPORT_STATUS;
const ALL_IMPORT = IMPORT_STATUSES.map((s) => s.id);
const DENIED_DECLINED = [I.DENIED_DID_NOT_APPLY, I.DENIED_DID_NOT_ENROLL, I.DENIED_OTHER, I.DECLINED];
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

// §4 list/detail reading with open-points 4-6, for a current aid year after 15 August, a non-first-time
// student and no leave taken, so every conditional target is open.
const SPEC_ROWS: [string, number, number[]][] = [
  ['1 Awaiting Export Decision: only itself (set by the system)', I.AWAITING_EXPORT_DECISION, []],
  [
    '2 Decision Pending: Under Review and the denied/declined group',
    I.DECISION_PENDING,
    [I.UNDER_REVIEW, ...DENIED_DECLINED],
  ],
  [
    '3 Under Review: Decision Pending, Approved, the denials, Declined and (date rule) Enrolled',
    I.UNDER_REVIEW,
    [I.DECISION_PENDING, I.IMPORT_APPROVED, I.ENROLLED, ...DENIED_DECLINED],
  ],
  [
    '4 Import Approved: 3, 5 (date rule), 7, 8, 9 (open-points 5)',
    I.IMPORT_APPROVED,
    [I.UNDER_REVIEW, I.ENROLLED, I.DENIED_DID_NOT_ENROLL, I.DENIED_OTHER, I.DECLINED],
  ],
  [
    '5 Enrolled: 2, 3, 4 and Withdrawn, Graduated, Leave of Absence',
    I.ENROLLED,
    [I.DECISION_PENDING, I.UNDER_REVIEW, I.IMPORT_APPROVED, I.WITHDRAWN, I.LEAVE_OF_ABSENCE, I.GRADUATED],
  ],
  ['6 Denied: Did not apply: back to Under Review', I.DENIED_DID_NOT_APPLY, [I.UNDER_REVIEW]],
  ['7 Denied: Did not enroll: back to Under Review', I.DENIED_DID_NOT_ENROLL, [I.UNDER_REVIEW]],
  ['8 Denied: Other: back to Under Review', I.DENIED_OTHER, [I.UNDER_REVIEW]],
  ['9 Declined: back to Under Review', I.DECLINED, [I.UNDER_REVIEW]],
  ['10 Withdrawn: terminal', I.WITHDRAWN, []],
  ['11 Leave of Absence: Withdrawn or Enrolled', I.LEAVE_OF_ABSENCE, [I.ENROLLED, I.WITHDRAWN]],
  ['12 Transferred: terminal', I.TRANSFERRED, []],
  ['13 Graduated: terminal', I.GRADUATED, []],
];

describe('import status transitions, list and detail (§4, open-points 4-6)', () => {
  it('covers every status of the catalogue', () => {
    expect(sorted(Object.keys(IMPORT_TRANSITIONS).map(Number))).toEqual(sorted(ALL_IMPORT));
  });

  it('gives the terminal statuses no way out', () => {
    for (const s of IMPORT_TERMINAL_STATUSES) expect(IMPORT_TRANSITIONS[s]).toEqual([]);
    expect(IMPORT_TERMINAL_STATUSES).toEqual([I.WITHDRAWN, I.TRANSFERRED, I.GRADUATED]);
  });

  it.each(SPEC_ROWS)('%s', (_case, importStatus, targets) => {
    expect(listImportTransitionTargets(importRow({ importStatus }), AFTER_AUG_15)).toEqual(sorted(targets));
  });

  it.each(SPEC_ROWS)('%s: every other status is refused', (_case, importStatus, targets) => {
    const allowed = listImportTransitionTargets(importRow({ importStatus }), AFTER_AUG_15);
    for (const next of ALL_IMPORT) expect(allowed.includes(next)).toBe(targets.includes(next));
  });
});

describe('the 15 August rule on Enrolled (open-points 6)', () => {
  it.each([
    ['Under Review', I.UNDER_REVIEW],
    ['Import Approved', I.IMPORT_APPROVED],
  ])('from %s, Enrolled opens on 15 August of the current year', (_name, importStatus) => {
    const row = importRow({ importStatus });
    expect(listImportTransitionTargets(row, '2026-08-14')).not.toContain(I.ENROLLED);
    expect(listImportTransitionTargets(row, '2026-08-15')).toContain(I.ENROLLED);
    expect(listImportTransitionTargets(row, '2026-08-16')).toContain(I.ENROLLED);
  });

  it('keeps Import Approved open from Under Review before 15 August', () => {
    expect(listImportTransitionTargets(importRow(), '2026-08-14')).toContain(I.IMPORT_APPROVED);
  });

  it('allows Enrolled for a past aid year and never for a future one', () => {
    expect(listImportTransitionTargets(importRow({ aidYear: AY_2025 }), '2026-08-14')).toContain(I.ENROLLED);
    const future = listImportTransitionTargets(importRow({ aidYear: AY_2027 }), AFTER_AUG_15);
    expect(future).not.toContain(I.ENROLLED);
    expect(future).toContain(I.IMPORT_APPROVED);
  });

  it('does not apply the date rule to a return from leave', () => {
    const row = importRow({ importStatus: I.LEAVE_OF_ABSENCE, aidYear: AY_2027 });
    expect(listImportTransitionTargets(row, AFTER_AUG_15)).toContain(I.ENROLLED);
  });
});

describe('leave-of-absence exclusions from Enrolled (§4)', () => {
  const enrolled = (o: Parameters<typeof importRow>[0]) => importRow({ importStatus: I.ENROLLED, ...o });

  it.each([
    ['a first-time student (category 1) in the current year', enrolled({ studentCategoryId: 1 }), false],
    ['a first-time student in a past year', enrolled({ studentCategoryId: 1, aidYear: AY_2025 }), true],
    ['a later aid year than the current one', enrolled({ aidYear: AY_2027 }), false],
    [
      'a row whose leave already has dates',
      enrolled({ leaveOfAbsenceBegin: '2026-01-10', leaveOfAbsenceEnd: '2026-05-01' }),
      false,
    ],
    ['a row with a leave begin date only', enrolled({ leaveOfAbsenceBegin: '2026-01-10' }), false],
    ['a continuing student in the current year', enrolled({ aidYear: AY_2026 }), true],
  ])('%s: Leave of Absence offered %s', (_case, row, offered) => {
    expect(listImportTransitionTargets(row, AFTER_AUG_15).includes(I.LEAVE_OF_ABSENCE)).toBe(offered);
  });
});

describe('the transfer grid reading (kept, not used)', () => {
  it('offers the initial status the next status, two more and Denied', () => {
    const row = importRow({ importStatus: I.AWAITING_EXPORT_DECISION });
    expect(listImportTransitionTargets(row, AFTER_AUG_15, IMPORT_TRANSITIONS_TRANSFER_READING)).toEqual([
      I.DECISION_PENDING,
      I.UNDER_REVIEW,
      I.IMPORT_APPROVED,
      I.DENIED_OTHER,
    ]);
  });

  it('offers Approved from Under Review only under the date rule', () => {
    const before = listImportTransitionTargets(
      importRow(),
      '2026-08-14',
      IMPORT_TRANSITIONS_TRANSFER_READING,
    );
    const after = listImportTransitionTargets(importRow(), '2026-08-15', IMPORT_TRANSITIONS_TRANSFER_READING);
    expect(before).toEqual([I.DECISION_PENDING, ...DENIED_DECLINED]);
    expect(after).toEqual(sorted([I.DECISION_PENDING, I.IMPORT_APPROVED, I.ENROLLED, ...DENIED_DECLINED]));
  });

  it('differs from the table in use only for those two statuses', () => {
    const differing = ALL_IMPORT.filter(
      (s) => JSON.stringify(IMPORT_TRANSITIONS[s]) !== JSON.stringify(IMPORT_TRANSITIONS_TRANSFER_READING[s]),
    );
    expect(differing).toEqual([I.AWAITING_EXPORT_DECISION, I.UNDER_REVIEW]);
  });
});
