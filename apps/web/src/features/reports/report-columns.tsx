import type { ReportColumn, ReportColumnKind, ReportRow } from '@exchange/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRenderCellParams,
  gridClasses,
} from '@mui/x-data-grid';
import { formatReportCell, isNegativeMoney } from './report-format';

/** The class of a negative money cell, which the report grid colours red (3-billing §2). */
export const NEGATIVE_MONEY_CLASS = 'report-money-negative';

/** The class of a cell's text, which the report grid shows on at most two lines, then "…". */
export const CELL_TEXT_CLASS = 'report-cell-text';

/**
 * A cell's text in its own element, so a long value can take two lines before it is cut, with the whole
 * value as its tooltip.
 */
export function renderReportCell(params: Pick<GridRenderCellParams<ReportRow>, 'formattedValue'>) {
  const text =
    params.formattedValue === undefined || params.formattedValue === null
      ? ''
      : String(params.formattedValue);
  if (!text) return '';
  return (
    <span className={CELL_TEXT_CLASS} title={text}>
      {text}
    </span>
  );
}

/** The narrowest a column of each kind gets: past that the grid scrolls sideways (a phone, 390 px). */
const MIN_WIDTHS: Record<ReportColumnKind, number> = {
  text: 140,
  date: 110,
  datetime: 160,
  money: 110,
  number: 100,
  id: 100,
};

/** An email address is one long word: its column starts wide enough to show a usual one whole. */
const EMAIL_MIN_WIDTH = 250;
/** About the width of a header letter, and the room the cell padding and the sort arrow take. */
const HEADER_LETTER = 9;
const HEADER_ROOM = 48;

/**
 * The narrowest a column gets: its kind's minimum, wide enough for the header's longest word (headers
 * wrap between words, never inside one: "Application ID" needs room for "Application"), and wider for
 * email addresses.
 */
export function reportColumnMinWidth(column: ReportColumn): number {
  const longestWord = Math.max(...column.header.split(/\s+/).map((w) => w.length));
  const forHeader = longestWord * HEADER_LETTER + HEADER_ROOM;
  const forEmail = /email$/i.test(column.field) ? EMAIL_MIN_WIDTH : 0;
  return Math.max(MIN_WIDTHS[column.kind], forHeader, forEmail);
}

/** Numbers and amounts line up on the right, as in a spreadsheet. */
const RIGHT_ALIGNED: ReadonlySet<ReportColumnKind> = new Set(['money', 'number', 'id']);

/**
 * A report column as a grid column: the header and the text of its kind (whole USD with a negative in
 * red parentheses, US dates, US date and time in the programme time zone), sortable by the server. The
 * grid's own column filters are off: the server filters, through the filters above and the quick filter.
 */
export function buildReportColumn(column: ReportColumn, timeZone?: string): GridColDef<ReportRow> {
  const right = RIGHT_ALIGNED.has(column.kind);
  const minWidth = reportColumnMinWidth(column);
  return {
    field: column.field,
    headerName: column.header,
    type: right ? 'number' : 'string',
    align: right ? 'right' : 'left',
    headerAlign: right ? 'right' : 'left',
    flex: column.kind === 'text' ? 1 : undefined,
    minWidth,
    width: column.kind === 'text' ? undefined : minWidth,
    sortable: true,
    filterable: false,
    valueFormatter: (value: unknown) => formatReportCell(column.kind, value, timeZone),
    renderCell: renderReportCell,
    cellClassName:
      column.kind === 'money' ? (p) => (isNegativeMoney(p.value) ? NEGATIVE_MONEY_CLASS : '') : '',
  };
}

/** Every column of a report, in the definition's order (the downloads have the same). */
export function buildReportColumns(
  columns: readonly ReportColumn[],
  timeZone?: string,
): GridColDef<ReportRow>[] {
  return columns.map((c) => buildReportColumn(c, timeZone));
}

/** The columns a report starts with hidden (still in the columns panel and the downloads). */
export function initialColumnVisibility(columns: readonly ReportColumn[]): GridColumnVisibilityModel {
  return Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.field, false]));
}

/**
 * A report grid's look (3-billing §2): negative amounts red (the theme's error colour, 6.6:1 on white),
 * headers wrapping between words, and a long value (a school's name, a changed value, an email) on two
 * lines, then "…".
 */
export const REPORT_GRID_SX: SxProps<Theme> = {
  [`& .${NEGATIVE_MONEY_CLASS}`]: { color: 'error.main' },
  [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
  [`& .${gridClasses.cell}`]: { display: 'flex', alignItems: 'center' },
  [`& .${gridClasses['cell--textRight']}`]: { justifyContent: 'flex-end' },
  [`& .${CELL_TEXT_CLASS}`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.25,
  },
};
