/**
 * The training roster file (3-billing §2 Training Upload; open-points 34): what a training provider
 * exports and the portal reads. The first sheet, its first row the header; the columns are found by
 * their header text (any order, other columns ignored); one person per row below it.
 */

/** The largest file accepted (2 MB): a roster of thousands of rows is a few hundred kilobytes. */
export const ROSTER_MAX_BYTES = 2 * 1024 * 1024;
/** The same limit as the screens and messages say it. */
export const ROSTER_MAX_SIZE_LABEL = '2 MB';
/**
 * What an xlsx (a zip) may unpack to in all (20 MB): a roster's sheet is a few megabytes of XML, while
 * a small zip can unpack to gigabytes (a zip bomb) that the reader would hold in memory.
 */
export const ROSTER_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const ROSTER_MAX_UNPACKED_LABEL = '20 MB';
/** Data rows read at most below the header: more is refused (split the roster). */
export const ROSTER_MAX_ROWS = 5000;
/** Sheets a workbook may have at all (only the first is read). */
export const ROSTER_MAX_SHEETS = 50;
/** Cells a row may hold at most: wider rows are not a roster. */
export const ROSTER_MAX_COLUMNS = 100;

/** The two columns a roster needs, as the template's header row writes them. */
export const ROSTER_COLUMNS = { email: 'Email', completionDate: 'Completion Date' } as const;
export type RosterColumn = keyof typeof ROSTER_COLUMNS;

/** The extensions the drop area takes (3-billing §5: "Expects xlsx or xls"). */
export const ROSTER_EXTENSIONS = ['xlsx', 'xls'] as const;
export type RosterFileKind = (typeof ROSTER_EXTENSIONS)[number];
/** The file picker's accept list: the two extensions and their media types. */
export const ROSTER_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
/** The template's file name (GET api/training/template). */
export const ROSTER_TEMPLATE_FILE_NAME = 'TrainingRosterTemplate.xlsx';

// Header texts the columns go by in the exports of common training systems, compared without case,
// spaces or punctuation ("E-mail Address" is emailaddress).
const HEADER_ALIASES: Record<RosterColumn, readonly string[]> = {
  email: ['email', 'emailaddress', 'useremail', 'learneremail'],
  completionDate: ['completiondate', 'datecompleted', 'completedon', 'completed', 'completeddate'],
};

/** A header cell's text reduced to what is compared: lowercase letters and digits. */
function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Where the roster's columns are in the header row (0-based), the first of each kind; `missing` lists
 * the columns not found, by their template name.
 */
export function findRosterColumns(header: readonly (string | null)[]): {
  columns: Partial<Record<RosterColumn, number>>;
  missing: string[];
} {
  const columns: Partial<Record<RosterColumn, number>> = {};
  header.forEach((text, index) => {
    if (text === null) return;
    const key = headerKey(text);
    for (const column of Object.keys(HEADER_ALIASES) as RosterColumn[]) {
      if (columns[column] === undefined && HEADER_ALIASES[column].includes(key)) columns[column] = index;
    }
  });
  const missing = (Object.keys(ROSTER_COLUMNS) as RosterColumn[])
    .filter((c) => columns[c] === undefined)
    .map((c) => ROSTER_COLUMNS[c]);
  return { columns, missing };
}

/** The extension of a file name, lowercased, when it is one the drop area takes. */
export function rosterExtension(fileName: string): RosterFileKind | null {
  const match = /\.([a-z]+)$/i.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'xls' ? ext : null;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What the file's first bytes say it is, whatever its name: an xlsx is a zip ("PK\x03\x04"), an xls a
 * compound document (OLE2, D0 CF 11 E0 A1 B1 1A E1); anything else is not a spreadsheet.
 */
export function spreadsheetKindOf(bytes: Uint8Array): RosterFileKind | null {
  const starts = (magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(ZIP_MAGIC)) return 'xlsx';
  if (starts(OLE2_MAGIC)) return 'xls';
  return null;
}
