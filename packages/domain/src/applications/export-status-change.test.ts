import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { exportContext, rolesOf } from '../test/application-fixtures.js';
import { checkBulkExportUpdate, isBulkExportOffered, listBulkExportTargets } from './export-status-change.js';
import { isReasonLongEnough } from './export-status-input.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const context = exportContext();

const row = (
  applicationId: number,
  exportStatus: number,
  importStatuses: number[] = [I.DECISION_PENDING],
) => ({
  applicationStatus: APPLICATION_STATUS.OPEN,
  applicationId,
  displayName: `Student ${applicationId}`,
  exportStatus,
  importStatuses,
});

describe('bulk export status update (§4, open-points 11, 12)', () => {
  // Targets exclude the filtered status, the reason status (5) and No Longer Eligible (6).
  it.each([
    ['Awaiting Decision', E.AWAITING_DECISION, [E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS]],
    ['Export Approved', E.EXPORT_APPROVED, [E.AWAITING_DECISION, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS]],
    ['All', 0, []],
    ['a status the filter does not offer', E.DENIED_NOT_EMPLOYEE, []],
  ])('with the filter at %s the targets are %j', (_name, filter, targets) => {
    expect(listBulkExportTargets(filter)).toEqual(targets);
  });

  it('is offered only for a specific status, two or more rows and an editor', () => {
    expect(isBulkExportOffered(E.AWAITING_DECISION, 2, true)).toBe(true);
    expect(isBulkExportOffered(E.AWAITING_DECISION, 1, true)).toBe(false);
    expect(isBulkExportOffered(0, 5, true)).toBe(false);
    expect(isBulkExportOffered(E.EXPORT_APPROVED, 5, false)).toBe(false);
  });

  it('passes when every row may take the target', () => {
    const rows = [row(1, E.AWAITING_DECISION), row(2, E.AWAITING_DECISION)];
    expect(checkBulkExportUpdate(context, E.AWAITING_DECISION, E.EXPORT_APPROVED, rows)).toEqual({
      ok: true,
    });
  });

  it('refuses the whole change when one row may not move, naming it', () => {
    // Export Approved with an enrolled student only allows itself and No Longer Eligible.
    const rows = [
      row(1, E.EXPORT_APPROVED),
      row(2, E.EXPORT_APPROVED, [I.ENROLLED]),
      row(3, E.EXPORT_APPROVED),
    ];
    expect(checkBulkExportUpdate(context, E.EXPORT_APPROVED, E.DENIED_MIN_REQS, rows)).toEqual({
      ok: false,
      message: M.bulkRowsRefused('Denied: Min Reqs Not Met', ['Student 2']),
      refusedApplicationIds: [2],
    });
  });

  it('refuses every row for a read-only user and CLOSED rows for anyone', () => {
    const rows = [row(1, E.AWAITING_DECISION), row(2, E.AWAITING_DECISION)];
    const readOnly = exportContext({ access: rolesOf([ROLE.EXPORT], [ROLE.EXPORT]) });
    expect(checkBulkExportUpdate(readOnly, E.AWAITING_DECISION, E.EXPORT_APPROVED, rows)).toMatchObject({
      ok: false,
      refusedApplicationIds: [1, 2],
    });
    const closed = [
      rows[0]!,
      { ...row(3, E.AWAITING_DECISION), applicationStatus: APPLICATION_STATUS.CLOSED },
    ];
    expect(checkBulkExportUpdate(context, E.AWAITING_DECISION, E.EXPORT_APPROVED, closed)).toMatchObject({
      ok: false,
      refusedApplicationIds: [3],
    });
  });

  it('refuses rows no longer at the filtered status', () => {
    const rows = [row(1, E.AWAITING_DECISION), row(2, E.DENIED_OTHER)];
    expect(checkBulkExportUpdate(context, E.AWAITING_DECISION, E.EXPORT_APPROVED, rows)).toMatchObject({
      ok: false,
      refusedApplicationIds: [2],
    });
  });

  it.each([
    ['the reason status', E.DENIED_OTHER],
    ['No Longer Eligible', E.NO_LONGER_ELIGIBLE],
    ['the filtered status itself', E.EXPORT_APPROVED],
  ])('refuses %s as a target', (_name, target) => {
    const rows = [row(1, E.EXPORT_APPROVED, [I.ENROLLED]), row(2, E.EXPORT_APPROVED, [I.ENROLLED])];
    expect(checkBulkExportUpdate(context, E.EXPORT_APPROVED, target, rows)).toMatchObject({
      ok: false,
      message: M.bulkNotOffered,
    });
  });

  it('refuses a single row sent as bulk', () => {
    expect(
      checkBulkExportUpdate(context, E.AWAITING_DECISION, E.EXPORT_APPROVED, [row(1, E.AWAITING_DECISION)]),
    ).toMatchObject({
      ok: false,
      message: M.bulkNotOffered,
    });
  });
});

describe('reason length (§9: more than 5 characters)', () => {
  it.each([
    [null, false],
    ['12345', false],
    ['   12345   ', false],
    ['123456', true],
  ])('%j long enough: %s', (reason, ok) => {
    expect(isReasonLongEnough(reason)).toBe(ok);
  });
});
