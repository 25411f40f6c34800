import { describe, expect, it } from 'vitest';
import { quoteCsvField, toCsvText, toDayDate, toWallClock, toXlsxValue } from './spreadsheet-values.js';
import { columnLetters, excelSerial, xlsxRowXml, xmlText } from './xlsx-row-xml.js';

const CHICAGO = 'America/Chicago';

describe('cell values', () => {
  it('reads days, refusing days that do not exist', () => {
    expect(toDayDate('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(toDayDate('2023-02-29')).toBeNull();
    expect(toDayDate('0050-01-01')).toBeNull();
    expect(toXlsxValue('date', '1899-12-31', CHICAGO)).toBe('1899-12-31');
    expect(toDayDate('soon')).toBeNull();
  });

  it('shows instants as the programme zone wall clock on both sides of the DST changes', () => {
    // 9 March 2025, 2 am CST: clocks go forward to 3 am CDT (UTC-6 to UTC-5).
    expect(toWallClock('2025-03-09T07:59:00Z', CHICAGO)).toEqual(new Date('2025-03-09T01:59:00Z'));
    expect(toWallClock('2025-03-09T08:00:00Z', CHICAGO)).toEqual(new Date('2025-03-09T03:00:00Z'));
    // 2 November 2025, 2 am CDT: clocks go back to 1 am CST.
    expect(toWallClock('2025-11-02T06:59:00Z', CHICAGO)).toEqual(new Date('2025-11-02T01:59:00Z'));
    expect(toWallClock('2025-11-02T07:00:00Z', CHICAGO)).toEqual(new Date('2025-11-02T01:00:00Z'));
    expect(toWallClock('not a time', CHICAGO)).toBeNull();
  });

  it('types Excel values by column kind and keeps what does not fit as escaped text', () => {
    expect(toXlsxValue('money', -1250, CHICAGO)).toBe(-12.5);
    expect(toXlsxValue('money', '199', CHICAGO)).toBe(1.99);
    expect(toXlsxValue('number', '2.5', CHICAGO)).toBe(2.5);
    expect(toXlsxValue('date', 'someday', CHICAGO)).toBe('someday');
    expect(toXlsxValue('number', '=1', CHICAGO)).toBe("'=1");
    expect(toXlsxValue('text', '-5', CHICAGO)).toBe("'-5");
    expect(toXlsxValue('text', null, CHICAGO)).toBeNull();
    expect(toXlsxValue('date', '', CHICAGO)).toBeNull();
  });

  it('writes CSV text: US dates and times, two-decimal dollars, RFC 4180 quotes', () => {
    expect(toCsvText('date', '2025-07-04', CHICAGO)).toBe('07/04/2025');
    expect(toCsvText('datetime', '2025-07-04T05:00:00Z', CHICAGO)).toBe('07/04/2025 12:00 AM');
    expect(toCsvText('datetime', '2025-07-04T17:00:00Z', CHICAGO)).toBe('07/04/2025 12:00 PM');
    expect(toCsvText('money', -5, CHICAGO)).toBe('-0.05');
    expect(toCsvText('money', 100_000_00, CHICAGO)).toBe('100000.00');
    expect(toCsvText('text', '@me', CHICAGO)).toBe("'@me");
    expect(quoteCsvField('plain')).toBe('plain');
    expect(quoteCsvField('a,b')).toBe('"a,b"');
    expect(quoteCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvField('two\r\nlines')).toBe('"two\r\nlines"');
  });
});

describe('worksheet row XML', () => {
  it('names columns A to ZZ and beyond', () => {
    expect([1, 26, 27, 52, 702, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(xmlText('bell\u0007 and \uD800 alone, 😀 kept')).toBe('bell and  alone, 😀 kept');
    expect(xmlText('plain')).toBe('plain');
  });

  it('writes typed cells with their style, text inline, and leaves empty cells out', () => {
    const day = new Date('2025-01-02T00:00:00Z');
    expect(excelSerial(day)).toBe(45659);
    expect(xlsxRowXml(7, ['x ', null, -12.5, day], [0, 0, 3, 2], ['A', 'B', 'C', 'D'])).toBe(
      '<row r="7"><c r="A7" t="inlineStr"><is><t xml:space="preserve">x </t></is></c>' +
        '<c r="C7" s="3"><v>-12.5</v></c><c r="D7" s="2"><v>45659</v></c></row>',
    );
  });
});
