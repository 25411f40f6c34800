import { APPLICATION_MESSAGES, EXPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  decideRowSave,
  type EditableRow,
  hasPendingChange,
  isRowEditable,
  listStatusChoices,
  type StatusDrafts,
  shownStatus,
} from './export-row-edit';

const E = EXPORT_STATUS;
const enabled = {
  view: 'enabled',
  editStatus: 'enabled',
  editApplication: 'enabled',
  delete: 'hidden',
} as const;

/** A row as the server sends it: its choices are whatever the server says, not re-decided here. */
function row(over: Partial<EditableRow> = {}): EditableRow {
  return {
    id: 7,
    exportSchoolStatus: E.AWAITING_DECISION,
    statusOptions: [E.AWAITING_DECISION, E.EXPORT_APPROVED, E.DENIED_OTHER],
    actions: enabled,
    ...over,
  };
}

const none: StatusDrafts = new Map();
/** The drafts with one row's pick (the row edit keeps a draft per row id). */
const setDraft = (_drafts: StatusDrafts, r: EditableRow, statusId: number): StatusDrafts =>
  new Map([[r.id, statusId]]);

describe('decideRowSave', () => {
  it('says "not selected" when the row still shows its saved status', () => {
    expect(decideRowSave(row(), none)).toEqual({
      kind: 'message',
      severity: 'info',
      message: APPLICATION_MESSAGES.exportStatusNotSelected,
    });
    expect(APPLICATION_MESSAGES.exportStatusNotSelected).toBe('A new export status was not selected.');
  });

  it('saves a plain status at once', () => {
    const drafts = setDraft(none, row(), E.EXPORT_APPROVED);
    expect(decideRowSave(row(), drafts)).toEqual({ kind: 'save', save: E.EXPORT_APPROVED });
  });

  it('asks for a reason for Denied: Other and a date for No Longer Eligible', () => {
    expect(decideRowSave(row(), setDraft(none, row(), E.DENIED_OTHER))).toEqual({
      kind: 'dialog',
      save: E.DENIED_OTHER,
    });
    const approved = row({
      exportSchoolStatus: E.EXPORT_APPROVED,
      statusOptions: [E.EXPORT_APPROVED, E.NO_LONGER_ELIGIBLE],
    });
    expect(decideRowSave(approved, setDraft(none, approved, E.NO_LONGER_ELIGIBLE))).toEqual({
      kind: 'dialog',
      save: E.NO_LONGER_ELIGIBLE,
    });
  });

  it('does nothing for a row the server did not open for editing (read-only, frozen)', () => {
    const frozen = row({
      exportSchoolStatus: E.NO_LONGER_ELIGIBLE,
      statusOptions: [E.NO_LONGER_ELIGIBLE],
      actions: { ...enabled, editStatus: 'disabled' },
    });
    expect(decideRowSave(frozen, none)).toEqual({ kind: 'none' });
    const readOnly = row({ statusOptions: [], actions: { ...enabled, editStatus: 'hidden' } });
    expect(isRowEditable(readOnly)).toBe(false);
    expect(decideRowSave(readOnly, setDraft(none, readOnly, E.EXPORT_APPROVED))).toEqual({ kind: 'none' });
  });
});

describe('drafts', () => {
  it('ignores a pick the row no longer offers (the list reloaded after someone else saved)', () => {
    const drafts = setDraft(none, row(), E.DENIED_OTHER);
    const reloaded = row({ exportSchoolStatus: E.EXPORT_APPROVED, statusOptions: [E.EXPORT_APPROVED] });
    expect(shownStatus(reloaded, drafts)).toBe(E.EXPORT_APPROVED);
    expect(hasPendingChange(reloaded, drafts)).toBe(false);
    expect(decideRowSave(reloaded, drafts)).toMatchObject({ kind: 'message', severity: 'info' });
  });

  it('keeps a pick the reloaded row still offers, so the next Save uses the newer version', () => {
    const drafts = setDraft(none, row(), E.EXPORT_APPROVED);
    expect(hasPendingChange(row({ statusOptions: [E.AWAITING_DECISION, E.EXPORT_APPROVED] }), drafts)).toBe(
      true,
    );
  });
});

describe('listStatusChoices', () => {
  it("lists exactly the server's choices with their names", () => {
    expect(listStatusChoices(row())).toEqual([
      { value: E.AWAITING_DECISION, label: 'Awaiting Decision' },
      { value: E.EXPORT_APPROVED, label: 'Export Approved' },
      { value: E.DENIED_OTHER, label: 'Denied: Other' },
    ]);
  });

  it('still shows the saved status when the server left it out', () => {
    const r = row({ exportSchoolStatus: E.DENIED_MIN_REQS, statusOptions: [E.EXPORT_APPROVED] });
    expect(listStatusChoices(r).map((c) => c.value)).toEqual([E.DENIED_MIN_REQS, E.EXPORT_APPROVED]);
  });
});
