import type { ExportListRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { buildOpenExportColumns, CLOSED_EXPORT_COLUMNS } from './export-list-columns';

const headers = (columns: GridColDef<ExportListRow>[]) => columns.map((c) => c.headerName);

describe('export list columns', () => {
  it('are the open list columns of open-points 11, Save and Cancel beside the status', () => {
    expect(headers(buildOpenExportColumns(true))).toEqual([
      'Aid Year',
      'Type',
      'Student Last Name',
      'Student First Name',
      'Employee Last Name',
      'Employee First Name',
      'Export Status',
      'Actions',
      'Export Status Date',
      'Modified By',
    ]);
  });

  it('leave the actions out for read-only users', () => {
    expect(headers(buildOpenExportColumns(false))).not.toContain('Actions');
  });

  it('are the closed list columns of §2', () => {
    expect(headers(CLOSED_EXPORT_COLUMNS)).toEqual([
      'Aid Year',
      'Employee Last Name',
      'Employee First Name',
      'Employee ID',
      'Years of Service',
      'Student Last Name',
      'Student First Name',
      'TE EZ App Date',
      'Import Approved',
    ]);
  });
});
