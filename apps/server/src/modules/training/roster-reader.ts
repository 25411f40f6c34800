import { TRAINING_MESSAGES as M, type RosterSheetRow, spreadsheetKindOf } from '@exchange/domain';
import { badRequest } from '../../plugins/errors.js';
import { readXlsRoster } from './xls-roster-reader.js';
import { readXlsxRoster } from './xlsx-roster-reader.js';

/**
 * The rows of a roster's first sheet, read by what the file's first bytes say it is (a zip: xlsx with
 * exceljs; an OLE2 document: xls with SheetJS), never by its name: content that is neither is refused.
 */
export function readRosterRows(bytes: Buffer): Promise<RosterSheetRow[]> {
  const kind = spreadsheetKindOf(bytes);
  if (kind === 'xlsx') return readXlsxRoster(bytes);
  if (kind === 'xls') return readXlsRoster(bytes);
  throw badRequest(M.notSpreadsheet, { file: M.notSpreadsheet });
}
