import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  canEditProgram,
  changeDraft,
  decideRowSave,
  type EditableImportRow,
  isRowEditable,
  listProgramChoices,
  listStatusChoices,
  type RowDrafts,
  rowProgramName,
  savedValues,
  shownValues,
  showsEdit,
} from './import-row-edit';

const I = IMPORT_STATUS;
const ON_CAMPUS = 21;
const ONLINE = 22;

const editor = {
  view: 'enabled',
  editStatus: 'enabled',
  editProgram: 'enabled',
  editStudentClassification: 'hidden',
  extendEligibility: 'hidden',
  addSummerTerm: 'hidden',
  removeSummerTerm: 'hidden',
} as const;

/** A row as the server sends it: its choices are whatever the server says, not re-decided here. */
function row(over: Partial<EditableImportRow> = {}): EditableImportRow {
  return {
    applicationId: 7,
    applicationStatus: APPLICATION_STATUS.OPEN,
    exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
    importStatus: I.UNDER_REVIEW,
    participationTypeId: ON_CAMPUS,
    participationTypeName: 'On Campus',
    statusOptions: [I.DECISION_PENDING, I.UNDER_REVIEW, I.IMPORT_APPROVED, I.DENIED_OTHER, I.WITHDRAWN],
    programOptions: [
      { participationId: ON_CAMPUS, participationName: 'On Campus' },
      { participationId: ONLINE, participationName: 'Online' },
    ],
    actions: editor,
    ...over,
  };
}

/** The row in edit mode with these picks. */
function editing(r: EditableImportRow, change: Parameters<typeof changeDraft>[2] = {}): RowDrafts {
  return new Map([[r.applicationId, changeDraft(r, new Map(), change)]]);
}

describe('decideRowSave: the inline rules in order', () => {
  it('1: nothing changed is an info', () => {
    const r = row();
    expect(decideRowSave(r, editing(r))).toEqual({
      kind: 'message',
      severity: 'info',
      message: M.importNothingChanged,
    });
  });

  it('2: Under Review or Enrolled without a program is an error', () => {
    const r = row({ importStatus: I.DECISION_PENDING, participationTypeId: null });
    expect(decideRowSave(r, editing(r, { importStatus: I.UNDER_REVIEW }))).toEqual({
      kind: 'message',
      severity: 'error',
      message: M.programNotSelected,
    });
  });

  it('3: a program changed at a status that takes none is an error', () => {
    const r = row({ importStatus: I.DECISION_PENDING });
    expect(decideRowSave(r, editing(r, { participationTypeId: ONLINE }))).toMatchObject({
      severity: 'error',
      message: M.programNotChangeable,
    });
  });

  it('4: back to Decision Pending with several programs clears the program', () => {
    const r = row();
    expect(decideRowSave(r, editing(r, { importStatus: I.DECISION_PENDING }))).toEqual({
      kind: 'save',
      save: { importStatus: I.DECISION_PENDING, participationTypeId: null },
    });
  });

  it('5: Denied: Other and Withdrawn go through the dialog; Import Approved saves at once', () => {
    const r = row();
    expect(decideRowSave(r, editing(r, { importStatus: I.DENIED_OTHER }))).toEqual({
      kind: 'dialog',
      save: { importStatus: I.DENIED_OTHER, participationTypeId: ON_CAMPUS },
    });
    expect(
      decideRowSave(r, editing(r, { importStatus: I.IMPORT_APPROVED, participationTypeId: ONLINE })),
    ).toEqual({ kind: 'save', save: { importStatus: I.IMPORT_APPROVED, participationTypeId: ONLINE } });
  });
});

describe('decideRowSave on a TRANSFER application: the transfer grid reading', () => {
  const transfer = (over: Partial<EditableImportRow> = {}) =>
    row({ applicationStatus: APPLICATION_STATUS.TRANSFER, ...over });

  it('1: words the info without the program', () => {
    const r = transfer();
    expect(decideRowSave(r, editing(r))).toEqual({
      kind: 'message',
      severity: 'info',
      message: M.importNothingChangedTransfer,
    });
  });

  it('2: asks a program for Import Approved, not for Under Review', () => {
    const review = transfer({ participationTypeId: null });
    expect(decideRowSave(review, editing(review, { importStatus: I.IMPORT_APPROVED }))).toEqual({
      kind: 'message',
      severity: 'error',
      message: M.programNotSelected,
    });
    const pending = transfer({ importStatus: I.DECISION_PENDING, participationTypeId: null });
    expect(decideRowSave(pending, editing(pending, { importStatus: I.UNDER_REVIEW }))).toEqual({
      kind: 'save',
      save: { importStatus: I.UNDER_REVIEW, participationTypeId: null },
    });
  });
});

describe('row edit mode', () => {
  it('starts at the saved values', () => {
    expect(savedValues(row())).toEqual({ importStatus: I.UNDER_REVIEW, participationTypeId: ON_CAMPUS });
  });

  it('shows a pick the row no longer offers as the saved value', () => {
    const r = row();
    const drafts = editing(r, { importStatus: I.IMPORT_APPROVED });
    const reloaded = row({ statusOptions: [I.UNDER_REVIEW, I.DENIED_OTHER] });
    expect(shownValues(reloaded, drafts).importStatus).toBe(I.UNDER_REVIEW);
    expect(shownValues(r, drafts).importStatus).toBe(I.IMPORT_APPROVED);
  });

  it('offers exactly the server status choices by their domain names, the current one included', () => {
    const r = row({ importStatus: I.ENROLLED, statusOptions: [I.WITHDRAWN, I.GRADUATED] });
    expect(listStatusChoices(r)).toEqual([
      { value: I.ENROLLED, label: 'Enrolled' },
      { value: I.WITHDRAWN, label: 'Withdrawn' },
      { value: I.GRADUATED, label: 'Graduated' },
    ]);
  });

  it('offers the programs both schools offer, keeping a saved one that is no longer among them', () => {
    expect(listProgramChoices(row()).map((c) => c.label)).toEqual(['On Campus', 'Online']);
    const old = row({ participationTypeId: 5, participationTypeName: 'Exchange' });
    expect(listProgramChoices(old)[0]).toEqual({ value: 5, label: 'Exchange' });
  });

  it('follows the server: Edit hidden for readers, disabled when nothing may change now', () => {
    const reader = { ...editor, editStatus: 'hidden', editProgram: 'hidden' } as const;
    expect(showsEdit(row({ actions: reader }))).toBe(false);
    const frozen = row({
      statusOptions: [],
      actions: { ...editor, editStatus: 'disabled', editProgram: 'disabled' },
    });
    expect(showsEdit(frozen)).toBe(true);
    expect(isRowEditable(frozen)).toBe(false);
    expect(canEditProgram(row({ actions: { ...editor, editProgram: 'disabled' } }))).toBe(false);
  });
});

describe('a row with one common program', () => {
  const single = row({
    importStatus: I.DECISION_PENDING,
    participationTypeId: null,
    participationTypeName: null,
    programOptions: [{ participationId: ONLINE, participationName: 'Online' }],
    actions: { ...editor, editProgram: 'disabled' },
  });

  it('shows and sends that program although none is saved yet (open-points 15)', () => {
    expect(rowProgramName(single)).toBe('Online');
    expect(decideRowSave(single, editing(single, { importStatus: I.UNDER_REVIEW }))).toEqual({
      kind: 'save',
      save: { importStatus: I.UNDER_REVIEW, participationTypeId: ONLINE },
    });
  });
});
