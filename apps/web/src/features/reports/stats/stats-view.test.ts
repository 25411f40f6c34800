import {
  ALL_FILTER_ID,
  buildExportStatAnswer,
  buildImportStatAnswer,
  EXPORT_STATUS,
  IMPORT_STATUS,
  REPORT_MESSAGES,
  STATS_REPORTS,
  type StatsEntry,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { readReportAddress, writeReportAddress } from '../report-address';
import { STATS_CALLS } from './stats-data';
import {
  buildStatsChart,
  buildStatsQuery,
  showsAllSchools,
  statsChartDescription,
  statsScreenDef,
  statsStatusText,
  statsTableRows,
} from './stats-view';

const EXPORT = STATS_REPORTS.exportStat;
const IMPORT = STATS_REPORTS.importStat;

const exportEntries: StatsEntry[] = [
  {
    schoolId: 1,
    schoolName: 'Alpha University',
    statusId: EXPORT_STATUS.EXPORT_APPROVED,
    counts: { totalExportAccts: 3, totalImportSchoolsApplied: 11 },
  },
  {
    schoolId: 2,
    schoolName: 'Beta College',
    statusId: EXPORT_STATUS.EXPORT_APPROVED,
    counts: { totalExportAccts: 1, totalImportSchoolsApplied: 2 },
  },
];

const filters = (aidYear: number, program: number) => ({
  filters: { aidYear, program, exportStatus: 0, importStatus: 0, feeType: 0 },
});

describe('the statistics query (3-billing §7)', () => {
  it('sends schoolid, aidyearid and participationtypeid, leaving out All Schools and each "All …"', () => {
    expect(buildStatsQuery(filters(ALL_FILTER_ID, ALL_FILTER_ID), null)).toEqual({});
    expect(buildStatsQuery(filters(7, 2), 12)).toEqual({
      schoolid: 12,
      aidyearid: 7,
      participationtypeid: 2,
    });
  });

  it('keeps the school choice, year and program in the address, and no other report filter', () => {
    const def = statsScreenDef(EXPORT);
    const params = writeReportAddress(new URLSearchParams(), def, {
      allSchools: true,
      filters: { aidYear: 7, program: 2, feeType: 3 },
    });
    expect(params.toString()).toBe('school=all&aidyear=7&program=2');
    const address = readReportAddress(params, def);
    expect(address.allSchools).toBe(true);
    expect(buildStatsQuery(address, null)).toEqual({ aidyearid: 7, participationtypeid: 2 });
  });

  it('reads each report through its own calls', () => {
    expect(STATS_CALLS.exportStat.get.path).toBe('/api/report/exportstat');
    expect(STATS_CALLS.importStat.download.operationId).toBe('downloadImportStatReport');
  });
});

describe('the chart (issue 23: bars per status)', () => {
  it('has a band per status column and a series per measure, equal to the table’s first rows', () => {
    const answer = buildExportStatAnswer(exportEntries, true);
    const chart = buildStatsChart(EXPORT, answer);
    expect(chart.statuses).toEqual(EXPORT.statuses.map((s) => s.name));
    expect(chart.series.map((s) => s.label)).toEqual(['Export Accounts', 'Import Schools Applied']);
    expect(chart.series[0]?.data).toEqual([0, 4, 0, 0, 0, 0]);
    expect(chart.series[1]?.data).toEqual([0, 13, 0, 0, 0, 0]);
    for (const [i, series] of chart.series.entries()) {
      const row = answer.rows[i]!;
      expect(series.data).toEqual(EXPORT.statuses.map((s) => row[`status${s.id}`]));
    }
  });

  it('shows Import Stats as one series over statuses 2 to 11 and 13', () => {
    const answer = buildImportStatAnswer(
      [
        {
          schoolId: 5,
          schoolName: 'Gamma',
          statusId: IMPORT_STATUS.GRADUATED,
          counts: { importSchoolCount: 4 },
        },
      ],
      false,
    );
    const chart = buildStatsChart(IMPORT, answer);
    expect(chart.statuses).toHaveLength(11);
    expect(chart.series).toHaveLength(1);
    expect(chart.series[0]?.data.at(-1)).toBe(4);
    expect(statsChartDescription(IMPORT, 'Gamma')).toBe(
      'Bar chart of Import Applications by status for Gamma. The table below gives the same numbers.',
    );
  });
});

describe('the table and what a screen reader hears', () => {
  it('shows the School column only for the rows of All Schools', () => {
    expect(showsAllSchools(statsTableRows(buildExportStatAnswer(exportEntries, true)))).toBe(true);
    expect(showsAllSchools(statsTableRows(buildExportStatAnswer(exportEntries.slice(0, 1), false)))).toBe(
      false,
    );
    expect(showsAllSchools(undefined)).toBe(false);
  });

  it('says how many schools are counted, or the empty result’s text', () => {
    expect(statsStatusText({ answer: buildExportStatAnswer(exportEntries, true), none: null })).toBe(
      'Statistics for 2 schools',
    );
    expect(statsStatusText({ answer: null, none: REPORT_MESSAGES.noData })).toBe(REPORT_MESSAGES.noData);
    expect(statsStatusText(undefined)).toBe('');
  });
});
