import { IMPORT_STATUS, type ImportListRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { buildImportColumns, CLOSED_IMPORT_COLUMNS } from './import-list-columns';

const headers = (columns: GridColDef<ImportListRow>[]) => columns.map((c) => c.headerName);

describe('import list columns', () => {
  it("are §2's columns, Actions between the status and its date", () => {
    expect(headers(buildImportColumns(true))).toEqual([
      'Aid Year',
      'Student Last Name',
      'Student First Name',
      'Exchange Program',
      'Import Status',
      'Actions',
      'Import Status Date',
      'Modified By',
    ]);
  });

  it('leave the actions out for read-only users', () => {
    expect(headers(buildImportColumns(false))).not.toContain('Actions');
    expect(buildImportColumns(false)).toHaveLength(7);
  });

  it('are the closed columns of §2', () => {
    expect(headers(CLOSED_IMPORT_COLUMNS)).toEqual([
      'Aid Year',
      'Student Last Name',
      'Student First Name',
      'Exchange Program',
      'Modified By',
    ]);
  });

  it('show the status with a denial reason, the date in US format and "No Action Taken"', () => {
    const row = {
      importStatus: IMPORT_STATUS.DENIED_OTHER,
      importStatusOtherReason: 'Missed the deadline',
      modifiedBy: null,
      modifiedByFirstName: null,
      modifiedByLastName: null,
    } as ImportListRow;
    const [, , , , status, , date, modified] = buildImportColumns(true);
    const api = {} as never;
    expect(status?.valueGetter?.(undefined as never, row, status, api)).toBe(
      'Denied: Other (Missed the deadline)',
    );
    expect(date?.valueFormatter?.('2026-11-25' as never, row, date, api)).toBe('11/25/2026');
    expect(modified?.valueGetter?.(undefined as never, row, modified, api)).toBe('No Action Taken');
  });
});
