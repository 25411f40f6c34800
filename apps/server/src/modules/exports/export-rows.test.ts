import {
  APPLICATION_STATUSES,
  allowedActions,
  EXPORT_STATUSES,
  IMPORT_STATUSES,
  listExportStatusOptions,
  ROLE,
  type RuleContext,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { toExportRows } from './export-rows.js';
import type { ExportRowRecord } from './exports-repo.js';

// toExportRows asks the domain once per state; every row must still get exactly the domain's answer.

const record = (
  id: number,
  applicationStatus: string,
  exportSchoolStatus: number,
  importStatuses: number[],
) =>
  ({
    id,
    studentId: id,
    aidyear: 1,
    aidyearName: '2090-2091',
    applicationStatus,
    creationDate: '2090-07-01',
    studentFirstName: 'Sam',
    studentLastName: 'Fixture',
    employeeFirstName: 'Pat',
    employeeLastName: 'Parent',
    employeeId: null,
    employeeYearOfService: null,
    exportSchoolStatus,
    exportStatusDate: '2090-07-01',
    exportStatusReasonOther: null,
    noLongerEligibleDate: null,
    modifiedBy: null,
    modifiedByFirstName: null,
    modifiedByLastName: null,
    importStatuses,
    importEnrolledSchool: null,
    version: 1,
  }) satisfies ExportRowRecord;

describe('export list rows', () => {
  it.each([
    ['a primary TELO', { roleList: [ROLE.PRIMARY_TELO], readOnlyList: [] }],
    ['role 1', { roleList: [ROLE.ADMIN], readOnlyList: [] }],
    ['a read-only role 1', { roleList: [ROLE.ADMIN], readOnlyList: [ROLE.ADMIN] }],
  ])('carry the domain choices and actions of each row for %s', (_label, access) => {
    const context: RuleContext<'export'> = { side: 'export', screen: 'list', today: '2090-09-01', access };
    const importIds = IMPORT_STATUSES.map((s) => s.id);
    const records: ExportRowRecord[] = [];
    let id = 0;
    for (const applicationStatus of APPLICATION_STATUSES)
      for (const { id: exportStatus } of EXPORT_STATUSES)
        for (let i = 0; i < importIds.length; i++) {
          const statuses = [importIds[i]!, importIds[(i * 5) % importIds.length]!, importIds[i]!];
          records.push(record(++id, applicationStatus, exportStatus, statuses));
          records.push(record(++id, applicationStatus, exportStatus, [...statuses].reverse()));
        }
    const rows = toExportRows(records, context);
    for (const [i, row] of rows.entries()) {
      const r = records[i]!;
      const rule = {
        applicationStatus: r.applicationStatus,
        exportStatus: r.exportSchoolStatus,
        importStatuses: r.importStatuses,
      };
      expect(row.statusOptions).toEqual(listExportStatusOptions(rule, context));
      expect(row.actions).toEqual(allowedActions(rule, context));
      expect(row.importSchoolCount).toBe(r.importStatuses.length);
    }
  });
});
