import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MAX_SHEETS,
  ROSTER_MAX_SIZE_LABEL,
  ROSTER_MAX_UNPACKED_LABEL,
} from './roster-format.js';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Every text of the training upload (3-billing §2, §5; open-points 34), once: the spec's "Expects xlsx
 * or xls", the refusals of a file, the reasons of each row in the summary and the screen's texts.
 */
export const TRAINING_MESSAGES = {
  title: 'Training Upload',
  // 3-billing §5: only xlsx or xls, a single file.
  expectsSpreadsheet: 'Expects xlsx or xls',
  noFile: 'Expects xlsx or xls: no file was sent in the form field "file".',
  singleFile: 'Expects a single xlsx or xls file.',
  tooLarge: `The file is larger than ${ROSTER_MAX_SIZE_LABEL}. Split the roster into smaller files.`,
  notSpreadsheet: 'Expects xlsx or xls: the content of this file is not a spreadsheet, whatever its name.',
  unreadable: 'The file could not be read as a spreadsheet. Is it damaged or password-protected?',
  formula: (row: number, cell: string) =>
    `Row ${row} holds a formula (cell ${cell}). Formulas are not accepted: paste the values instead and upload again. Nothing was changed.`,
  unpacksTooLarge: `The workbook is too large once unpacked (over ${ROSTER_MAX_UNPACKED_LABEL}). Save the roster alone in a workbook of its own.`,
  tooManySheets: `The workbook has more than ${ROSTER_MAX_SHEETS} sheets. Save the roster as a workbook of its own.`,
  tooManyRows: `The roster has more than ${plural(ROSTER_MAX_ROWS, 'row', 'rows')}. Split it into smaller files.`,
  missingColumns: (missing: readonly string[]) =>
    `The first row of the first sheet must name the columns ${ROSTER_COLUMNS.email} and ${ROSTER_COLUMNS.completionDate} (missing: ${missing.join(', ')}). Download the template to see the format.`,
  noRows: 'The roster lists no one: the first sheet has no rows under its header.',

  // Rows refused (unreadable).
  emailMissing: 'No email.',
  emailInvalid: 'Not a valid email address.',
  dateMissing: 'No completion date.',
  dateInvalid: 'The completion date is not a date (use a date cell, yyyy-mm-dd or mm/dd/yyyy).',
  dateInFuture: (day: string) => `The completion date ${day} is in the future.`,

  // Rows not matched (readable, yet no account is marked).
  noAccount: 'No staff account has this email.',
  studentAccount: 'A student account: training is for staff accounts.',
  alreadyTrained: 'Already trained.',
  notRequired: 'Training is not required for this account.',
  listedAgain: (firstRow: number) => `Listed again: row ${firstRow} counts.`,

  // The screen.
  dropPrompt: 'Drag and drop a roster file here',
  chooseFile: 'Choose File',
  formatHint: `One xlsx or xls file of at most ${ROSTER_MAX_SIZE_LABEL}: the first sheet, its first row naming the columns ${ROSTER_COLUMNS.email} and ${ROSTER_COLUMNS.completionDate}; other columns are ignored. Dates as date cells, yyyy-mm-dd or mm/dd/yyyy.`,
  templateLink: 'Download the template',
  uploading: (fileName: string) => `Uploading ${fileName}...`,
  uploadFailed: 'There was a problem uploading the file.',
  uploaded: (marked: number) =>
    `The roster was uploaded: ${plural(marked, 'account', 'accounts')} marked trained.`,
  summaryTitle: (fileName: string) => `Summary of ${fileName}`,
  rowsRead: 'Rows read',
  markedTrained: 'Accounts marked trained',
  notMatched: 'Rows not matched',
  refused: 'Rows refused',
  historyTitle: 'Recent uploads',
  historyFailed: 'There was a problem getting the uploads.',
  noUploads: 'No training roster has been uploaded yet.',
} as const;
