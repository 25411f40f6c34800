import { z } from 'zod';
import { reportQuerySchema } from './report-definition.js';
import {
  pivotStats,
  STATS_REPORTS,
  type StatsDefinition,
  type StatsEntry,
  statsColumns,
  statsStatusInfo,
} from './report-stats-table.js';

export * from './report-stats-table.js';

/**
 * The query of Export Stats and Import Stats (3-billing §7 "exportstat/, importstat/ (optional
 * participationtypeid) … optional schoolid, aidyearid"): the same names and validation as every report.
 * schoolid 0 or absent is All Schools (TE users only).
 */
export const statsQuerySchema = reportQuerySchema.pick({
  schoolid: true,
  aidyear: true,
  aidyearid: true,
  participationtypeid: true,
});
export type StatsQuery = z.output<typeof statsQuerySchema>;
export type StatsQueryInput = z.input<typeof statsQuerySchema>;

/** The download's query: the same filters and the file format. */
export const statsDownloadQuerySchema = statsQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
export type StatsDownloadQueryInput = z.input<typeof statsDownloadQuerySchema>;

const count = z.number().int().min(0);

/** One row of the statistics table: School (All Schools only), Measure, a count per status and Total. */
function statsRowSchema(def: StatsDefinition) {
  const shape: Record<string, z.ZodType> = {
    id: z.string().describe('Row key: the school id (or "all") and the measure'),
  };
  for (const column of statsColumns(def, true)) {
    shape[column.field] = column.kind === 'number' ? count : z.string();
  }
  shape.schoolName = z.string().optional().describe('All Schools only: the school, or "All Schools"');
  return z.object(shape);
}

/** 3-billing §3 "exportStatusInfo (exportStatusId, totalExportAccts, totalImportSchoolsApplied)". */
export const exportStatusInfoSchema = z.object({
  exportStatusId: z.number().int(),
  totalExportAccts: count.describe('Export applications at this status'),
  totalImportSchoolsApplied: count.describe('Import schools those applications applied to'),
});

/** 3-billing §3 "importStatusInfo (importStatusId, importSchoolCount)". */
export const importStatusInfoSchema = z.object({
  importStatusId: z.number().int(),
  importSchoolCount: count.describe('Import applications (application-school rows) at this status'),
});

/** GET api/report/exportstat: the spec's statistics per status, and the table by measure (and school). */
export const exportStatAnswerSchema = z.object({
  exportStatusInfo: z.array(exportStatusInfoSchema),
  rows: z.array(statsRowSchema(STATS_REPORTS.exportStat)),
});
/** GET api/report/importstat: the spec's statistics per status, and the table by measure (and school). */
export const importStatAnswerSchema = z.object({
  importStatusInfo: z.array(importStatusInfoSchema),
  rows: z.array(statsRowSchema(STATS_REPORTS.importStat)),
});
export type ExportStatAnswer = z.output<typeof exportStatAnswerSchema>;
export type ImportStatAnswer = z.output<typeof importStatAnswerSchema>;
export type ExportStatusInfo = z.output<typeof exportStatusInfoSchema>;
export type ImportStatusInfo = z.output<typeof importStatusInfoSchema>;

/** The Export Stat answer from the counts: the spec's rows per status and the table. */
export function buildExportStatAnswer(entries: readonly StatsEntry[], allSchools: boolean): ExportStatAnswer {
  const def = STATS_REPORTS.exportStat;
  return {
    exportStatusInfo: statsStatusInfo(def, entries) as ExportStatusInfo[],
    rows: pivotStats(def, entries, allSchools),
  };
}

/** The Import Stat answer from the counts: the spec's rows per status and the table. */
export function buildImportStatAnswer(entries: readonly StatsEntry[], allSchools: boolean): ImportStatAnswer {
  const def = STATS_REPORTS.importStat;
  return {
    importStatusInfo: statsStatusInfo(def, entries) as ImportStatusInfo[],
    rows: pivotStats(def, entries, allSchools),
  };
}
