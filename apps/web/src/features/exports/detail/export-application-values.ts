import {
  APPLICATION_MESSAGES,
  EXPORT_STATUS_INPUT,
  type ExportApplicationEditBody,
  type ExportApplicationEditInput,
  employeeEmailIssue,
  exportApplicationEditSchema,
  exportStatusName,
  type StudentApplicationView,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { formResolver } from '../../../lib/form-resolver.js';

/** The open export list: Back and the destination after an update or a delete (§2). */
export const EXPORT_LIST_PATH = '/exports/applications';

/** The closed export list: Back from the closed detail and the destination after its status change. */
export const CLOSED_LIST_PATH = '/exports/closedapplications';

/** The editable part of Export Application (2-applications §5): the export status and the employee fields. */
export interface ExportApplicationFormValues {
  studentApplication: {
    exportSchoolStatus: number;
    exportStatusReasonOther: string;
    noLongerEligibleDate: string;
    employeeFirstName: string;
    employeeLastName: string;
    employeeTitle: string;
    employeeEmail: string;
    employeeId: string;
    employeeYearOfService: string;
    customField1: string;
    customField2: string;
    customField3: string;
  };
}

/** The form's first values for a loaded application; empty strings stand for "none". */
export function exportApplicationFormValues(a: StudentApplicationView): ExportApplicationFormValues {
  return {
    studentApplication: {
      exportSchoolStatus: a.exportSchoolStatus,
      exportStatusReasonOther: a.exportStatusReasonOther ?? '',
      noLongerEligibleDate: a.noLongerEligibleDate ?? '',
      employeeFirstName: a.employeeFirstName,
      employeeLastName: a.employeeLastName,
      employeeTitle: a.employeeTitle,
      employeeEmail: a.employeeEmail,
      employeeId: a.employeeId ?? '',
      employeeYearOfService: a.employeeYearOfService === null ? '' : String(a.employeeYearOfService),
      customField1: a.customField1 ?? '',
      customField2: a.customField2 ?? '',
      customField3: a.customField3 ?? '',
    },
  };
}

/**
 * The body of PUT api/student/{id}/application/{applicationId} as the domain schema reads it: the
 * reason only for Denied: Other and the date only for No Longer Eligible (the server keeps neither for
 * other statuses, so a stale one is not sent).
 */
export function exportApplicationInput(values: ExportApplicationFormValues): ExportApplicationEditInput {
  const { exportStatusReasonOther, noLongerEligibleDate, ...rest } = values.studentApplication;
  const needs = EXPORT_STATUS_INPUT[rest.exportSchoolStatus];
  return {
    studentApplication: {
      ...rest,
      exportStatusReasonOther: needs === 'reason' ? exportStatusReasonOther : null,
      noLongerEligibleDate: needs === 'date' ? noLongerEligibleDate : null,
    },
  };
}

/** What the employee email rule needs besides the form (1-core §5). */
export interface EmployeeEmailContext {
  studentEmail: string;
  nonEduAccepted: number;
}

/**
 * The Export Application resolver: the domain schema the server checks the body with, plus the email
 * rules that need the record (different from the student's, .edu unless the employer accepts non-EDU).
 */
export function exportApplicationResolver(context: EmployeeEmailContext) {
  return formResolver<ExportApplicationFormValues, ExportApplicationEditBody>(exportApplicationEditSchema, {
    toBody: exportApplicationInput,
    extraIssues(values) {
      const email = values.studentApplication.employeeEmail;
      const issue = email.trim() ? employeeEmailIssue(email, context) : null;
      return issue ? [{ path: 'studentApplication.employeeEmail', message: issue }] : [];
    },
  });
}

/** The success toast of Update App (open-points 16): a status change reads "Export status update complete.". */
export function exportUpdateSuccess(storedStatus: number, sentStatus: number): string {
  return storedStatus === sentStatus
    ? APPLICATION_MESSAGES.applicationUpdated
    : APPLICATION_MESSAGES.exportStatusUpdateComplete;
}

/** One choice of the export status select. */
export interface StatusChoice {
  value: number;
  label: string;
}

/**
 * The export status select's choices: exactly those the server sent, the current status included; a
 * reader who may not change it (none sent) sees the current status alone.
 */
export function exportStatusChoices(options: readonly number[], current: number): StatusChoice[] {
  const ids = options.length > 0 ? options : [current];
  return ids.map((id) => ({ value: id, label: exportStatusName(id) }));
}
