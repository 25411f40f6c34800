import { describe, expect, it } from 'vitest';
import { REPORT_ENDPOINTS } from '../api/reports.js';
import { REPORT_LIST } from './report-catalogue.js';
import {
  reportAidYearId,
  reportDownloadQuerySchema,
  reportPageSchema,
  reportQuerySchema,
} from './report-definition.js';

describe('the report catalogue', () => {
  it('gives every report a unique key, call and download, and a default sort on one of its columns', () => {
    const keys = new Set(REPORT_LIST.map((d) => d.key));
    expect(keys.size).toBe(REPORT_LIST.length);
    for (const def of REPORT_LIST) {
      expect(def.columns.map((c) => c.field)).toContain(def.defaultSort.field);
      expect(new Set(def.columns.map((c) => c.field)).size).toBe(def.columns.length);
      const eps = REPORT_ENDPOINTS[def.key as keyof typeof REPORT_ENDPOINTS];
      expect(eps.download.path).toBe(`${def.apiPath}/download`);
    }
  });

  it('titles each report screen with its menu label and " Report" (open-points 29)', () => {
    for (const def of REPORT_LIST.filter(
      (d) => d.route.startsWith('/reports/') && d.route !== '/reports/enrollment',
    )) {
      expect(def.title.endsWith(' Report')).toBe(true);
    }
  });
});

describe('the report query', () => {
  it('pages 50 rows from page 0 by default and accepts the spec parameters', () => {
    const q = reportQuerySchema.parse({ schoolid: '12', aidyear: '3', begindate: '2026-01-31' });
    expect(q).toMatchObject({ schoolid: 12, aidyear: 3, page: 0, pagesize: 50, begindate: '2026-01-31' });
    expect(reportAidYearId(q)).toBe(3);
    expect(reportAidYearId(reportQuerySchema.parse({ aidyearid: '0' }))).toBeNull();
  });

  it('refuses page sizes, dates and sorts outside the contract', () => {
    expect(reportQuerySchema.safeParse({ pagesize: '1000' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ begindate: '01/31/2026' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ sort: 'name; drop table x' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ schoolid: '-1' }).success).toBe(false);
  });

  it('downloads as Excel unless CSV is asked for', () => {
    expect(reportDownloadQuerySchema.parse({}).format).toBe('xlsx');
    expect(reportDownloadQuerySchema.parse({ format: 'csv' }).format).toBe('csv');
    expect(reportDownloadQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('types a row from its columns: money in integer cents, nullable cells', () => {
    const schema = reportPageSchema({
      columns: [
        { field: 'name', header: 'Name', kind: 'text' },
        { field: 'amount', header: 'Amount', kind: 'money' },
      ],
    });
    expect(schema.safeParse({ total: 1, rows: [{ id: 1, name: null, amount: -1250 }] }).success).toBe(true);
    expect(schema.safeParse({ total: 1, rows: [{ id: 1, name: 'x', amount: 12.5 }] }).success).toBe(false);
  });
});
