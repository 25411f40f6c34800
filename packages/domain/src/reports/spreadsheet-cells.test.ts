import { describe, expect, it } from 'vitest';
import {
  escapeSpreadsheetText,
  toXlsxValue,
  XLSX_NUMBER_FORMATS,
  xlsxNumberFormat,
} from './spreadsheet-cells.js';

describe('escapeSpreadsheetText', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    expect(escapeSpreadsheetText('=1+2')).toBe("'=1+2");
    expect(escapeSpreadsheetText('=HYPERLINK("http://evil","x")')).toBe('\'=HYPERLINK("http://evil","x")');
    expect(escapeSpreadsheetText('+1')).toBe("'+1");
    expect(escapeSpreadsheetText('-3')).toBe("'-3");
    expect(escapeSpreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    // Some programs strip a leading tab or carriage return before reading the formula.
    expect(escapeSpreadsheetText('\t=1+2')).toBe("'\t=1+2");
    expect(escapeSpreadsheetText('\r=1+2')).toBe("'\r=1+2");
  });

  it('leaves every other text as it is', () => {
    expect(escapeSpreadsheetText('')).toBe('');
    expect(escapeSpreadsheetText('Smith')).toBe('Smith');
    expect(escapeSpreadsheetText('a=b+c')).toBe('a=b+c');
    expect(escapeSpreadsheetText('Mary-Jane')).toBe('Mary-Jane');
    expect(escapeSpreadsheetText('pat@example.edu')).toBe('pat@example.edu');
    expect(escapeSpreadsheetText("'quoted")).toBe("'quoted");
    expect(escapeSpreadsheetText(' =1')).toBe(' =1');
  });
});

describe('typed spreadsheet cells (every download: the server reports and the browser grids)', () => {
  it('write money in cents as dollars, days as dates, date-times as the wall clock, and the rest as text', () => {
    expect(toXlsxValue('money', -123_450, 'America/Chicago')).toBe(-1234.5);
    expect(toXlsxValue('money', '2500', 'America/Chicago')).toBe(25);
    expect(toXlsxValue('date', '2026-08-14', 'America/Chicago')).toEqual(new Date(Date.UTC(2026, 7, 14)));
    expect(toXlsxValue('datetime', '2026-01-15T18:30:00Z', 'America/Chicago')).toEqual(
      new Date(Date.UTC(2026, 0, 15, 12, 30)),
    );
    expect(toXlsxValue('date', '2026-02-30', 'America/Chicago')).toBe('2026-02-30');
    expect(toXlsxValue('text', '=SUM(A1)', 'America/Chicago')).toBe("'=SUM(A1)");
    expect(toXlsxValue('money', null, 'America/Chicago')).toBeNull();
  });

  it('give money, dates and date-times their number format, and nothing to text and numbers', () => {
    expect(xlsxNumberFormat('money')).toBe(XLSX_NUMBER_FORMATS.money);
    expect(XLSX_NUMBER_FORMATS.money).toBe('"$"#,##0.00;[Red]("$"#,##0.00)');
    expect(xlsxNumberFormat('date')).toBe('mm/dd/yyyy');
    expect(xlsxNumberFormat('datetime')).toBe('mm/dd/yyyy h:mm AM/PM');
    expect(xlsxNumberFormat('text')).toBeUndefined();
    expect(xlsxNumberFormat('number')).toBeUndefined();
  });
});
