import { findRosterColumns } from './roster-format.js';
import {
  checkRosterRow,
  isBlankCell,
  type RefusedRosterRow,
  type RosterCell,
  type RosterEntry,
} from './roster-rows.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

/** A row of the first sheet as read: its number (the header is row 1) and its cells from column A. */
export interface RosterSheetRow {
  row: number;
  cells: readonly RosterCell[];
}

/** The roster's rows checked: entries to match, refused rows, and how many data rows held anything. */
export interface CheckedRoster {
  rowsRead: number;
  entries: RosterEntry[];
  refused: RefusedRosterRow[];
}

/**
 * Reads a roster from its first sheet's rows (open-points 34): row 1 is the header naming the columns,
 * each later row holding anything is one person (blank rows are skipped). Answers the problem that
 * refuses the whole file instead (a header without the columns, no rows).
 */
export function checkRoster(
  rows: readonly RosterSheetRow[],
  today: string,
): CheckedRoster | { problem: string } {
  const header = rows.find((r) => r.row === 1)?.cells ?? [];
  const { columns, missing } = findRosterColumns(
    header.map((cell) => (typeof cell === 'string' ? cell : null)),
  );
  if (columns.email === undefined || columns.completionDate === undefined) {
    return { problem: M.missingColumns(missing) };
  }
  const result: CheckedRoster = { rowsRead: 0, entries: [], refused: [] };
  for (const { row, cells } of rows) {
    if (row === 1 || cells.every(isBlankCell)) continue;
    result.rowsRead += 1;
    const checked = checkRosterRow(
      { row, email: cells[columns.email] ?? null, completionDate: cells[columns.completionDate] ?? null },
      today,
    );
    if ('entry' in checked) result.entries.push(checked.entry);
    else result.refused.push(checked.refused);
  }
  if (result.rowsRead === 0) return { problem: M.noRows };
  return result;
}
