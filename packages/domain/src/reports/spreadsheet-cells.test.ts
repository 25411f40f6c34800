import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetText } from './spreadsheet-cells.js';

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
