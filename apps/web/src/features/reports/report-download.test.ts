import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './report-download';

describe('fileNameFromDisposition', () => {
  it("takes the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="ExportReport.xlsx"', 'x.xlsx')).toBe(
      'ExportReport.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=ExportReport.csv', 'x.csv')).toBe(
      'ExportReport.csv',
    );
    expect(
      fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''Enrollment%20Report.xlsx`, 'x'),
    ).toBe('Enrollment Report.xlsx');
  });

  it('keeps only the last part of a path, and falls back when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(fileNameFromDisposition('attachment', 'ExportReport.csv')).toBe('ExportReport.csv');
    expect(fileNameFromDisposition(null, 'ExportReport.csv')).toBe('ExportReport.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
  });
});
