import { describe, expect, it } from 'vitest';
import { STUDENT_CATEGORIES } from '../reference/reference.js';
import { EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import {
  canStartNewApplication,
  canUpdateApplication,
  categoriesFor,
  DEADLINE_STATUS,
  diffImportSchools,
  enrolledSchoolIds,
  exportDeadlineStatus,
  INITIAL_ELIGIBILITY_REMAINING,
  importDeadlineStatus,
  initialEligibility,
  initialExportStatus,
  isApplyListLocked,
  isRemovableImportSchool,
  isTransferOffered,
  newApplicationRefusal,
  transferSource,
} from './application-rules.js';
import { STUDENT_MESSAGES } from './messages.js';

const I = IMPORT_STATUS;
const app = (
  applicationStatus: string,
  importStatuses: number[] = [I.AWAITING_EXPORT_DECISION],
  id = 1,
  exportStatus: number = EXPORT_STATUS.EXPORT_APPROVED,
) => ({ id, applicationStatus, exportStatus, importStatuses });

describe('starting applications (1-core §4)', () => {
  it('allows a new application only when none is OPEN or TRANSFER', () => {
    expect(canStartNewApplication([])).toBe(true);
    expect(canStartNewApplication([app('CLOSED')])).toBe(true);
    expect(canStartNewApplication([app('CLOSED'), app('OPEN')])).toBe(false);
    expect(canStartNewApplication([app('TRANSFER')])).toBe(false);
  });

  it('offers a transfer when an OPEN application has an Enrolled school and no transfer exists', () => {
    const enrolled = app('OPEN', [I.ENROLLED, I.DECLINED], 7);
    expect(isTransferOffered([enrolled])).toBe(true);
    expect(transferSource([app('CLOSED'), enrolled])?.id).toBe(7);
    expect(isTransferOffered([enrolled, app('TRANSFER', [I.AWAITING_EXPORT_DECISION], 8)])).toBe(false);
    expect(isTransferOffered([app('OPEN', [I.IMPORT_APPROVED])])).toBe(false);
    expect(isTransferOffered([app('CLOSED', [I.ENROLLED])])).toBe(false);
  });

  it('offers no transfer once the export school has marked the student No Longer Eligible (open-points 4)', () => {
    const ended = app('OPEN', [I.ENROLLED], 7, EXPORT_STATUS.NO_LONGER_ELIGIBLE);
    expect(isTransferOffered([ended])).toBe(false);
    expect(newApplicationRefusal([ended], 'TRANSFER')).toBe(STUDENT_MESSAGES.transferNotOffered);
  });

  it('says why an application cannot be submitted', () => {
    expect(newApplicationRefusal([app('OPEN')], 'OPEN')).toBe(STUDENT_MESSAGES.oneApplicationOpen);
    expect(newApplicationRefusal([], 'OPEN')).toBeNull();
    expect(newApplicationRefusal([app('OPEN')], 'TRANSFER')).toBe(STUDENT_MESSAGES.transferNotOffered);
    expect(newApplicationRefusal([app('OPEN', [I.ENROLLED])], 'TRANSFER')).toBeNull();
  });
});

describe('new records (1-core §9)', () => {
  it('starts export status at Awaiting Decision, or Export Approved for a transfer', () => {
    expect(initialExportStatus('OPEN')).toBe(EXPORT_STATUS.AWAITING_DECISION);
    expect(initialExportStatus('TRANSFER')).toBe(EXPORT_STATUS.EXPORT_APPROVED);
  });

  it('starts an OPEN application with the full eligibility and no extension', () => {
    expect(INITIAL_ELIGIBILITY_REMAINING).toBe(8);
    expect(initialEligibility()).toEqual({
      eligibilityRemaining: 8,
      extendEligibility: 0,
      extendEligibilityDate: null,
    });
  });

  it('starts a transfer with no extension, carrying on with the terms its source has left (1-core §9)', () => {
    // The source's two extensions are already in its remaining terms: they stay there, and count.
    expect(initialEligibility({ eligibilityRemaining: 5 })).toEqual({
      eligibilityRemaining: 5,
      extendEligibility: 0,
      extendEligibilityDate: null,
    });
    expect(initialEligibility({ eligibilityRemaining: null })).toEqual({
      eligibilityRemaining: null,
      extendEligibility: 0,
      extendEligibilityDate: null,
    });
  });

  it('removes student category 1 for transfers only', () => {
    expect(categoriesFor('OPEN', STUDENT_CATEGORIES)).toHaveLength(STUDENT_CATEGORIES.length);
    expect(categoriesFor('TRANSFER', STUDENT_CATEGORIES).map((c) => c.id)).not.toContain(1);
  });
});

describe('updating (1-core §2, §4)', () => {
  it('lets OPEN and TRANSFER applications be updated, not CLOSED ones', () => {
    expect(canUpdateApplication(app('OPEN'))).toBe(true);
    expect(canUpdateApplication(app('TRANSFER'))).toBe(true);
    expect(canUpdateApplication(app('CLOSED'))).toBe(false);
  });

  it('locks the apply-to list while a school has the student enrolled or on leave', () => {
    expect(isApplyListLocked(app('OPEN', [I.AWAITING_EXPORT_DECISION, I.ENROLLED]))).toBe(true);
    expect(isApplyListLocked(app('OPEN', [I.LEAVE_OF_ABSENCE]))).toBe(true);
    expect(isApplyListLocked(app('OPEN', [I.IMPORT_APPROVED, I.DECLINED]))).toBe(false);
    expect(isApplyListLocked(app('CLOSED', [I.ENROLLED]))).toBe(false);
  });

  it('lets a school be dropped only before it acted', () => {
    const row = (importStatus: number, modifiedBy: number | null = null) => ({ importStatus, modifiedBy });
    expect(isRemovableImportSchool(row(I.AWAITING_EXPORT_DECISION))).toBe(true);
    // At 2 after the export approval (no one changed the row), or a transfer's row waiting at 2.
    expect(isRemovableImportSchool(row(I.DECISION_PENDING))).toBe(true);
    // A school that set 2 itself (Under Review back to Decision Pending) has acted.
    expect(isRemovableImportSchool(row(I.DECISION_PENDING, 41))).toBe(false);
    expect(isRemovableImportSchool(row(I.UNDER_REVIEW))).toBe(false);
    expect(isRemovableImportSchool(row(I.IMPORT_APPROVED, 41))).toBe(false);
  });

  it('finds the enrolled (prior) schools', () => {
    const schools = [
      { importSchoolId: 4, importStatusId: I.ENROLLED },
      { importSchoolId: 5, importStatusId: I.DECLINED },
    ];
    expect(enrolledSchoolIds(schools)).toEqual([4]);
  });

  it('diffs the list of schools', () => {
    expect(diffImportSchools([1, 2, 3], [3, 4])).toEqual({ added: [4], removed: [1, 2] });
  });
});

describe('school options', () => {
  const today = '2026-11-22';
  it('disables an employer without a record for the year or past its export deadline', () => {
    expect(exportDeadlineStatus(null, today)).toBe(DEADLINE_STATUS.DISABLED);
    expect(exportDeadlineStatus({ exportDeadline: '2026-04-01' }, today)).toBe(DEADLINE_STATUS.DISABLED);
    expect(exportDeadlineStatus({ exportDeadline: '2026-12-15' }, today)).toBe(DEADLINE_STATUS.ENABLED);
  });

  it('disables an import school past its deadline, without a record, or not accepting new students', () => {
    const open = { acceptingNewStudents: 1 };
    expect(importDeadlineStatus(open, { importDeadline: '2027-01-15' }, today)).toBe(DEADLINE_STATUS.ENABLED);
    expect(importDeadlineStatus(open, { importDeadline: '2026-05-01' }, today)).toBe(
      DEADLINE_STATUS.DISABLED,
    );
    expect(importDeadlineStatus(open, undefined, today)).toBe(DEADLINE_STATUS.DISABLED);
    expect(importDeadlineStatus({ acceptingNewStudents: 0 }, { importDeadline: null }, today)).toBe(
      DEADLINE_STATUS.DISABLED,
    );
  });
});
