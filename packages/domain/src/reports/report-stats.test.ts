import { describe, expect, it } from 'vitest';
import { statsEndpoints } from '../api/reports.js';
import { EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import {
  exportStatAnswerSchema,
  pivotStats,
  STATS_ALL_SCHOOLS_LABEL,
  STATS_REPORTS,
  type StatsEntry,
  statsColumns,
  statsDownloadQuerySchema,
  statsQuerySchema,
  statsStatusField,
  statsStatusIds,
  statsStatusInfo,
} from './report-stats.js';

const EXPORT = STATS_REPORTS.exportStat;
const IMPORT = STATS_REPORTS.importStat;
const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/** An export count of one school and status. */
function exportEntry(schoolId: number, schoolName: string, statusId: number, accts: number, applied: number) {
  return {
    schoolId,
    schoolName,
    statusId,
    counts: { totalExportAccts: accts, totalImportSchoolsApplied: applied },
  } satisfies StatsEntry;
}

const entries: StatsEntry[] = [
  exportEntry(7, 'Zeta College', E.AWAITING_DECISION, 2, 5),
  exportEntry(3, 'Alpha University', E.AWAITING_DECISION, 1, 3),
  exportEntry(3, 'Alpha University', E.NO_LONGER_ELIGIBLE, 4, 4),
];

describe('the statistics columns (3-billing §2, §9)', () => {
  it('are export statuses 1 to 6 and import statuses 2 to 11 and 13, by their names', () => {
    expect(statsStatusIds(EXPORT)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statsStatusIds(IMPORT)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    expect(EXPORT.statuses[2]?.name).toBe('Denied: Not an Employee');
    expect(IMPORT.statuses.at(-1)?.name).toBe('Graduated');
  });

  it('put School first for All Schools only, then Measure, the statuses and Total', () => {
    const one = statsColumns(EXPORT, false).map((c) => c.header);
    expect(one).toEqual([
      'Measure',
      'Awaiting Decision',
      'Export Approved',
      'Denied: Not an Employee',
      'Denied: Min Reqs Not Met',
      'Denied: Other',
      'No Longer Eligible',
      'Total',
    ]);
    const all = statsColumns(IMPORT, true);
    expect(all[0]).toEqual({ field: 'schoolName', header: 'School', kind: 'text' });
    expect(all.filter((c) => c.kind === 'number')).toHaveLength(12);
  });

  it('titles the screens with the menu label and " Report" (open-points 29)', () => {
    expect([EXPORT.title, IMPORT.title]).toEqual(['Export Stat Report', 'Import Stat Report']);
    expect(statsEndpoints.downloadImportStatReport.path).toBe('/api/report/importstat/download');
  });
});

describe('pivotStats', () => {
  it('gives one school a row per measure, a cell per status (zeros included) and the total', () => {
    const rows = pivotStats(EXPORT, entries.slice(1), false);
    expect(rows).toEqual([
      {
        id: 'totalExportAccts',
        measure: 'Export Accounts',
        status1: 1,
        status2: 0,
        status3: 0,
        status4: 0,
        status5: 0,
        status6: 4,
        total: 5,
      },
      {
        id: 'totalImportSchoolsApplied',
        measure: 'Import Schools Applied',
        status1: 3,
        status2: 0,
        status3: 0,
        status4: 0,
        status5: 0,
        status6: 4,
        total: 7,
      },
    ]);
  });

  it('gives All Schools the sums first, then each school by name, a row per measure', () => {
    const rows = pivotStats(EXPORT, entries, true);
    expect(rows.map((r) => [r.id, r.schoolName, r.measure, r.status1, r.total])).toEqual([
      ['all-totalExportAccts', STATS_ALL_SCHOOLS_LABEL, 'Export Accounts', 3, 7],
      ['all-totalImportSchoolsApplied', STATS_ALL_SCHOOLS_LABEL, 'Import Schools Applied', 8, 12],
      ['3-totalExportAccts', 'Alpha University', 'Export Accounts', 1, 5],
      ['3-totalImportSchoolsApplied', 'Alpha University', 'Import Schools Applied', 3, 7],
      ['7-totalExportAccts', 'Zeta College', 'Export Accounts', 2, 2],
      ['7-totalImportSchoolsApplied', 'Zeta College', 'Import Schools Applied', 5, 5],
    ]);
  });

  it('leaves statuses outside the columns out of the cells and the total', () => {
    const rows = pivotStats(
      IMPORT,
      [
        {
          schoolId: 1,
          schoolName: 'A',
          statusId: I.AWAITING_EXPORT_DECISION,
          counts: { importSchoolCount: 9 },
        },
        { schoolId: 1, schoolName: 'A', statusId: I.TRANSFERRED, counts: { importSchoolCount: 9 } },
        { schoolId: 1, schoolName: 'A', statusId: I.GRADUATED, counts: { importSchoolCount: 2 } },
      ],
      false,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[statsStatusField(I.GRADUATED)]).toBe(2);
    expect(rows[0]?.total).toBe(2);
    expect(Object.keys(rows[0] ?? {})).not.toContain(statsStatusField(I.TRANSFERRED));
  });

  it('has exactly the fields of its columns, so a download has the table’s cells', () => {
    for (const allSchools of [false, true]) {
      const fields = statsColumns(EXPORT, allSchools).map((c) => c.field);
      for (const row of pivotStats(EXPORT, entries, allSchools)) {
        expect(Object.keys(row).sort()).toEqual(['id', ...fields].sort());
      }
    }
  });
});

describe('statsStatusInfo (3-billing §3)', () => {
  it('gives every status column its sums in the spec’s field names, equal to the All Schools rows', () => {
    const info = statsStatusInfo(EXPORT, entries);
    expect(info).toHaveLength(6);
    expect(info[0]).toEqual({ exportStatusId: 1, totalExportAccts: 3, totalImportSchoolsApplied: 8 });
    expect(info[1]).toEqual({ exportStatusId: 2, totalExportAccts: 0, totalImportSchoolsApplied: 0 });
    const [accounts] = pivotStats(EXPORT, entries, true);
    for (const i of info)
      expect(accounts?.[statsStatusField(i.exportStatusId ?? 0)]).toBe(i.totalExportAccts);
    const answer = exportStatAnswerSchema.parse({
      exportStatusInfo: info,
      rows: pivotStats(EXPORT, entries, true),
    });
    expect(answer.rows).toHaveLength(6);
  });
});

describe('the statistics query', () => {
  it('takes schoolid, aidyear or aidyearid and participationtypeid as every report does', () => {
    expect(statsQuerySchema.parse({ schoolid: '3', aidyearid: '2', participationtypeid: '0' })).toEqual({
      schoolid: 3,
      aidyearid: 2,
      participationtypeid: 0,
    });
    expect(statsQuerySchema.safeParse({ schoolid: '-1' }).success).toBe(false);
    expect(statsDownloadQuerySchema.parse({}).format).toBe('xlsx');
    expect(statsDownloadQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});
