import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  type StudentWithApplications,
} from '@exchange/domain';
import {
  type CloseApplicationValues,
  closeApplicationBody,
  closeApplicationResolver,
} from '@exchange/web/src/components/close-application-values.js';
import {
  type ClosedStatusFormValues,
  closedStatusInput,
  closedStatusResolver,
} from '@exchange/web/src/features/exports/detail/export-application-closed-status.js';
import {
  type ExportApplicationFormValues,
  exportApplicationFormValues,
  exportApplicationInput,
  exportApplicationResolver,
} from '@exchange/web/src/features/exports/detail/export-application-values.js';
import {
  EXPORT_DIALOG_FIELD_MAP,
  type ExportStatusDialogValues,
  exportStatusDialogBody,
  exportStatusDialogResolver,
} from '@exchange/web/src/features/exports/list/export-status-dialog-values.js';
import { mapFieldPath } from '@exchange/web/src/lib/form-resolver.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type AnyFormMessageCase, expectSameMessages, formCase } from '../test/form-messages.js';
import {
  createImport,
  type ImportPersona,
  type ImportSuite,
  startImportSuite,
  TODAY,
} from '../test/import-fixtures.js';

// 2-applications §4, §5, §9, open-points 43 and docs/architecture.md "The machinery: Form resolver": the export side's forms (Update
// Export Status with its reason and No Longer Eligible date, the Export Application detail, the closed
// export's status, Close Application) show, for the values typed, the field messages their API call
// answers for what the form would send. The browser's text is the form's own resolver; the API's is put
// on the form's fields by the form's own map. Rules only the server can check (the status transitions,
// a date before the application) are not compared.

let s: ImportSuite;
/** The applications the rows fill their forms in on: an open one and a closed one. */
const apps = {} as Record<'open' | 'closed', { applicationId: number }>;
let exportView: StudentWithApplications;

/** A row built once the suite has started (its applications), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

beforeAll(async () => {
  s = await startImportSuite();
  apps.open = await createImport(s);
  apps.closed = await createImport(s, {
    beta: IMPORT_STATUS.DENIED_OTHER,
    gamma: IMPORT_STATUS.DECLINED,
    applicationStatus: APPLICATION_STATUS.CLOSED,
  });
  const res = await s.t.app.inject({
    method: 'GET',
    url: `/api/student/application/${apps.open.applicationId}`,
    headers: { cookie: s.cookies.alpha },
  });
  exportView = res.json() as StudentWithApplications;
});

afterAll(async () => {
  await s?.t.close();
});

const cookieOf = (as: string) => s.cookies[as as ImportPersona];

function exportDialogCase(
  name: string,
  statusId: number,
  values: Partial<ExportStatusDialogValues>,
): LazyRow {
  const full = `Update Export Status: ${name}`;
  return [
    full,
    () =>
      formCase<ExportStatusDialogValues>({
        name: full,
        as: 'alpha',
        resolver: exportStatusDialogResolver(statusId),
        values: { reason: '', date: TODAY, ...values },
        request: (v) => ({
          method: 'PUT',
          url: `/api/export/${apps.open.applicationId}`,
          payload: exportStatusDialogBody(statusId, v),
        }),
        fieldOf: (path, v) => mapFieldPath(path, EXPORT_DIALOG_FIELD_MAP, undefined, v),
      }),
  ];
}

function closedStatusCase(name: string, values: Omit<ClosedStatusFormValues, never>): LazyRow {
  const full = `Closed export status: ${name}`;
  return [
    full,
    () =>
      formCase<ClosedStatusFormValues>({
        name: full,
        as: 'alpha',
        resolver: closedStatusResolver(),
        values,
        request: (v) => ({
          method: 'PUT',
          url: `/api/export/${apps.closed.applicationId}`,
          payload: closedStatusInput(v),
        }),
      }),
  ];
}

type ExportDetailValues = Partial<ExportApplicationFormValues['studentApplication']>;

function exportDetailCase(name: string, over: ExportDetailValues | (() => ExportDetailValues)): LazyRow {
  const full = `Export Application: ${name}`;
  return [
    full,
    () => {
      const a = exportView.studentApplication[0]!;
      const start = exportApplicationFormValues(a);
      return formCase<ExportApplicationFormValues>({
        name: full,
        as: 'alpha',
        resolver: exportApplicationResolver({
          studentEmail: exportView.studentEmail,
          nonEduAccepted: a.nonEduAccepted,
        }),
        values: {
          studentApplication: {
            ...start.studentApplication,
            ...(typeof over === 'function' ? over() : over),
          },
        },
        request: (v) => ({
          method: 'PUT',
          url: `/api/student/${exportView.id}/application/${a.id}`,
          payload: exportApplicationInput(v),
        }),
      });
    },
  ];
}

function closeCase(name: string, reason: string): LazyRow {
  const full = `Close Application: ${name}`;
  return [
    full,
    () =>
      formCase<CloseApplicationValues>({
        name: full,
        as: 'te',
        resolver: closeApplicationResolver(1),
        values: { reason },
        request: (v) => ({
          method: 'POST',
          url: `/api/application/${apps.open.applicationId}/close`,
          payload: closeApplicationBody(v, 1),
        }),
        fieldOf: (path) => (path[0] === 'version' ? null : path.join('.')),
      }),
  ];
}

const E = EXPORT_STATUS;

const ROWS: LazyRow[] = [
  exportDialogCase('Denied: Other, nothing typed', E.DENIED_OTHER, { reason: '' }),
  exportDialogCase('Denied: Other, 5 characters between spaces', E.DENIED_OTHER, { reason: '  abcde  ' }),
  exportDialogCase('Denied: Other, a reason too long', E.DENIED_OTHER, { reason: 'r'.repeat(501) }),
  exportDialogCase('No Longer Eligible, no date', E.NO_LONGER_ELIGIBLE, { date: '' }),
  closedStatusCase('Denied: Other, a short reason', {
    exportStatusId: E.DENIED_OTHER,
    exportStatusOtherReason: 'short',
    noLongerEligibleDate: '',
  }),
  closedStatusCase('No Longer Eligible, no date', {
    exportStatusId: E.NO_LONGER_ELIGIBLE,
    exportStatusOtherReason: '',
    noLongerEligibleDate: '',
  }),
  exportDetailCase('employee fields emptied', {
    employeeFirstName: ' ',
    employeeLastName: '',
    employeeTitle: '',
    employeeEmail: '',
  }),
  exportDetailCase('too long, years of service not a number', {
    employeeFirstName: 'F'.repeat(51),
    employeeId: 'i'.repeat(51),
    employeeYearOfService: 'ten',
    customField1: 'c'.repeat(51),
  }),
  exportDetailCase('three digits of service, an email that is no address', {
    employeeYearOfService: '100',
    employeeEmail: 'maria.alpha.edu',
  }),
  exportDetailCase("the student's own email", () => ({ employeeEmail: exportView.studentEmail })),
  exportDetailCase('Denied: Other, a short reason', {
    exportSchoolStatus: E.DENIED_OTHER,
    exportStatusReasonOther: 'short',
  }),
  exportDetailCase('No Longer Eligible, no date', {
    exportSchoolStatus: E.NO_LONGER_ELIGIBLE,
    noLongerEligibleDate: '',
  }),
  closeCase('nothing typed', ''),
  closeCase('5 characters between spaces', '   abcde   '),
  closeCase('a reason too long', 'r'.repeat(501)),
];

describe('the export forms: the browser and the API say the same for the same input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(s.t, cookieOf, row());
  });
});
