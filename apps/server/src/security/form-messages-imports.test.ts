import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, type ImportListRow } from '@exchange/domain';
import {
  type ImportApplicationFormValues,
  importApplicationInput,
  importApplicationResolver,
} from '@exchange/web/src/features/imports/detail/import-application-values.js';
import {
  asksQuestion,
  DIALOG_FIELD_MAP,
  type DialogRuleRow,
  dialogDefaults,
  type ImportDialogForm,
  importStatusDialogResolver,
  toDialogValues,
} from '@exchange/web/src/features/imports/list/import-status-dialog-values.js';
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

// 2-applications §4, §5, open-points 7 and docs/architecture.md "The machinery: Form resolver": the import side's forms (Update Import
// Status with the reason, the date, the leave of absence and the eligibility question, on the list's
// and the transfer's reading, and the Import Application detail) show, for the values typed, the field
// messages PUT api/import/appid/{id}/importschool/{schoolId} answers for what the form would send. The
// browser's text is the form's own resolver; the API's is put on the form's fields by the form's own
// map. Rules only the server can check (the status transitions) are not compared.

let s: ImportSuite;
/** The applications the rows fill their forms in on, by the state of their Beta row. */
const apps = {} as Record<'underReview' | 'enrolled' | 'transfer' | 'noProgram', { applicationId: number }>;

/** A row built once the suite has started (its applications), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

beforeAll(async () => {
  s = await startImportSuite();
  apps.underReview = await createImport(s);
  apps.enrolled = await createImport(s, { beta: IMPORT_STATUS.ENROLLED });
  apps.transfer = await createImport(s, {
    beta: IMPORT_STATUS.IMPORT_APPROVED,
    gamma: null,
    applicationStatus: APPLICATION_STATUS.TRANSFER,
  });
  apps.noProgram = await createImport(s, { beta: IMPORT_STATUS.DECISION_PENDING, participationTypeId: null });
});

afterAll(async () => {
  await s?.t.close();
});

const cookieOf = (as: string) => s.cookies[as as ImportPersona];

type AppKey = keyof typeof apps;

/** What the import rules read of the rows the tests made (as the list answers them). */
function ruleRow(app: AppKey): DialogRuleRow & Pick<ImportListRow, 'studentCategoryId'> {
  const importStatus = {
    underReview: IMPORT_STATUS.UNDER_REVIEW,
    enrolled: IMPORT_STATUS.ENROLLED,
    transfer: IMPORT_STATUS.IMPORT_APPROVED,
    noProgram: IMPORT_STATUS.DECISION_PENDING,
  }[app];
  return {
    importStatus,
    applicationStatus: app === 'transfer' ? APPLICATION_STATUS.TRANSFER : APPLICATION_STATUS.OPEN,
    exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
    studentCategoryId: 2,
  };
}

const importUrl = (app: AppKey) => `/api/import/appid/${apps[app].applicationId}/importschool/${s.beta}`;

function importDialogCase(
  name: string,
  app: AppKey,
  nextStatus: number,
  values: Partial<ImportDialogForm>,
): LazyRow {
  const full = `Update Import Status: ${name}`;
  return [
    full,
    () => {
      const row = ruleRow(app);
      return formCase<ImportDialogForm>({
        name: full,
        as: 'beta',
        resolver: importStatusDialogResolver(row, nextStatus),
        values: { ...dialogDefaults(TODAY), ...values },
        request: (v) => ({
          method: 'PUT',
          url: importUrl(app),
          // As the grid sends it: the row's status and program, what the dialog collected, no classification.
          payload: {
            importStatus: nextStatus,
            participationTypeId: 1,
            ...toDialogValues(v, nextStatus, asksQuestion(row, nextStatus)),
            studentCategoryId: null,
          },
        }),
        fieldOf: (path, v) => mapFieldPath(path, DIALOG_FIELD_MAP, undefined, v),
      });
    },
  ];
}

function importDetailCase(name: string, app: AppKey, values: Partial<ImportApplicationFormValues>): LazyRow {
  const full = `Import Application: ${name}`;
  return [
    full,
    () => {
      const row = ruleRow(app);
      return formCase<ImportApplicationFormValues>({
        name: full,
        as: 'beta',
        resolver: importApplicationResolver(row),
        values: {
          importStatus: row.importStatus,
          participationTypeId: app === 'noProgram' ? '' : 1,
          studentCategoryId: row.studentCategoryId,
          leaveOfAbsenceBegin: '',
          leaveOfAbsenceEnd: '',
          importStatusOtherReason: '',
          withdrawalDate: '',
          addSemesterEligibility: null,
          ...values,
        },
        request: (v) => ({ method: 'PUT', url: importUrl(app), payload: importApplicationInput(v, row) }),
      });
    },
  ];
}

const I = IMPORT_STATUS;

const ROWS: LazyRow[] = [
  importDialogCase('Denied: Other, a short reason', 'underReview', I.DENIED_OTHER, { reason: 'short' }),
  importDialogCase('Withdrawn from Enrolled, no date, no answer', 'enrolled', I.WITHDRAWN, { date: '' }),
  importDialogCase('Graduated from Enrolled, no answer', 'enrolled', I.GRADUATED, {}),
  importDialogCase('Leave of Absence, no dates', 'enrolled', I.LEAVE_OF_ABSENCE, {}),
  importDialogCase('Leave of Absence, the end before the begin', 'enrolled', I.LEAVE_OF_ABSENCE, {
    leaveBegin: '2026-10-01',
    leaveEnd: '2026-09-30',
  }),
  importDialogCase('Leave of Absence, over 6 months', 'enrolled', I.LEAVE_OF_ABSENCE, {
    leaveBegin: '2026-10-01',
    leaveEnd: '2027-04-02',
  }),
  importDialogCase('transfer, Denied: Other from Approved, no answer', 'transfer', I.DENIED_OTHER, {
    reason: 'No longer attends',
  }),
  importDetailCase('Denied: Other, a short reason', 'underReview', {
    importStatus: I.DENIED_OTHER,
    importStatusOtherReason: 'short',
  }),
  importDetailCase('Withdrawn from Enrolled, no date, no answer', 'enrolled', { importStatus: I.WITHDRAWN }),
  importDetailCase('Leave of Absence, no end', 'enrolled', {
    importStatus: I.LEAVE_OF_ABSENCE,
    leaveOfAbsenceBegin: '2026-10-01',
  }),
  importDetailCase('Leave of Absence, over 6 months', 'enrolled', {
    importStatus: I.LEAVE_OF_ABSENCE,
    leaveOfAbsenceBegin: '2026-10-01',
    leaveOfAbsenceEnd: '2027-06-30',
  }),
  importDetailCase('Under Review without an exchange program', 'noProgram', {
    importStatus: I.UNDER_REVIEW,
  }),
];

describe('the import forms: the browser and the API say the same for the same input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(s.t, cookieOf, row());
  });
});
