import type { SheetValue } from './spreadsheet-values.js';

/** The letters of a 1-based column number: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Excel's serial of 1970-01-01 (the 1900 date system). */
const EXCEL_EPOCH_SERIAL = 25569;

/** The Excel serial number of a Date's UTC fields (the 1900 date system, as exceljs writes it). */
export function excelSerial(date: Date): number {
  return EXCEL_EPOCH_SERIAL + date.getTime() / MS_PER_DAY;
}

// What XML text may not hold as is: markup characters, control characters XML 1.0 forbids, the two
// non-characters, and halves of surrogate pairs standing alone.
const XML_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters is its purpose.
  /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const NEEDS_PRESERVE = /^\s|\s$|[\t\n\r]/;

/** Text as XML character data: markup escaped, characters XML cannot carry dropped. */
export function xmlText(text: string): string {
  XML_UNSAFE.lastIndex = 0;
  return XML_UNSAFE.test(text) ? text.replace(XML_UNSAFE, (c) => XML_ENTITIES[c] ?? '') : text;
}

/**
 * One `<row>` of a worksheet's XML: text as inline strings (kept whole, spaces included), numbers, and
 * dates as serial numbers, each typed cell with the style id of its column (its number format). Cells
 * without a value are left out, as Excel itself writes them.
 */
export function xlsxRowXml(
  rowNumber: number,
  values: readonly SheetValue[],
  styleIds: readonly number[],
  letters: readonly string[],
): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    const ref = `${letters[i]}${rowNumber}`;
    if (typeof value === 'string') {
      const space = NEEDS_PRESERVE.test(value) ? ' xml:space="preserve"' : '';
      xml += `<c r="${ref}" t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
    } else {
      const number = typeof value === 'number' ? value : excelSerial(value);
      const style = styleIds[i] ? ` s="${styleIds[i]}"` : '';
      xml += `<c r="${ref}"${style}><v>${number}</v></c>`;
    }
  }
  return `${xml}</row>`;
}
