import { formatUsDate } from '@exchange/domain';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridRenderCellParams, GridSortModel } from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { withSheetKind } from '../../../components/grid-page/excel-export';
import { GridPage } from '../../../components/grid-page/grid-page';
import { hasLeaveDates, type ImportSchoolRow } from './export-application-display';

const NEWEST_FIRST: GridSortModel = [{ field: 'statusChanged', sort: 'desc' }];

/**
 * The school name with the import liaison's contact as its tooltip (§2). The name takes the keyboard
 * focus when its cell does, so keyboard users open the tooltip as pointer users do by hovering.
 */
function SchoolCell({ row, hasFocus, tabIndex }: GridRenderCellParams<ImportSchoolRow>) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  return (
    <Tooltip title={`Import liaison: ${row.liaison}`} describeChild enterTouchDelay={0}>
      <Box
        component="span"
        ref={ref}
        tabIndex={tabIndex}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help', outline: 'none' }}
      >
        {row.school}
      </Box>
    </Tooltip>
  );
}

/** A day column: shown as a US date, downloaded to Excel as a date (as every list grid's days are). */
const dateColumn = (field: 'statusChanged' | 'leaveBegin' | 'leaveEnd', headerName: string) =>
  withSheetKind<ImportSchoolRow>(
    {
      field,
      headerName,
      width: 150,
      valueFormatter: (value: string | null) => (value ? formatUsDate(value) : ''),
    },
    'date',
  );

const BASE_COLUMNS: GridColDef<ImportSchoolRow>[] = [
  {
    field: 'school',
    headerName: 'School',
    flex: 1.4,
    minWidth: 200,
    renderCell: (p) => <SchoolCell {...p} />,
  },
  { field: 'status', headerName: 'Import Status', flex: 1.2, minWidth: 190 },
  dateColumn('statusChanged', 'Status Changed'),
  { field: 'program', headerName: 'Exchange Program', flex: 1, minWidth: 150 },
];

const LEAVE_COLUMNS = [dateColumn('leaveBegin', 'Leave Begin'), dateColumn('leaveEnd', 'Leave End')];

interface Props {
  rows: readonly ImportSchoolRow[];
  /** The CSV file name, without extension. */
  exportFileName: string;
}

/**
 * The application's import schools (§2): school with the liaison tooltip, import status (Denied: Other
 * with its reason, Withdrawn with its date), status changed, exchange program and, when some row has
 * them, the leave-of-absence dates; newest status change first.
 */
export function ExportApplicationSchoolsGrid({ rows, exportFileName }: Props) {
  const leave = hasLeaveDates(rows);
  const columns = useMemo(() => (leave ? [...BASE_COLUMNS, ...LEAVE_COLUMNS] : BASE_COLUMNS), [leave]);
  return (
    <GridPage<ImportSchoolRow>
      label="Import Schools"
      rows={rows}
      columns={columns}
      exportFileName={exportFileName}
      defaultSort={NEWEST_FIRST}
      emptyMessage="No import schools are listed on this application."
    />
  );
}
