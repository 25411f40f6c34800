import {
  EXPORT_STATUS_INPUT,
  type ExportStatusUpdateBody,
  type ExportStatusUpdateInput,
  exportStatusUpdateSchema,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../../../lib/form-resolver.js';

/** The Update Export Status dialog's fields: the reason (Denied: Other) and the date (No Longer Eligible). */
export interface ExportStatusDialogValues {
  reason: string;
  date: string;
}

/** The dialog's fields by the body's names, for the domain's messages to land on them. */
export const EXPORT_DIALOG_FIELD_MAP = {
  exportStatusOtherReason: 'reason',
  noLongerEligibleDate: 'date',
  exportStatusId: null,
} as const;

/** The body of PUT api/export/{id} for the status chosen: only what that status asks for. */
export function exportStatusDialogBody(
  statusId: number,
  values: ExportStatusDialogValues,
): ExportStatusUpdateInput {
  const needs = EXPORT_STATUS_INPUT[statusId];
  return {
    exportStatusId: statusId,
    exportStatusOtherReason: needs === 'reason' ? values.reason : null,
    noLongerEligibleDate: needs === 'date' ? values.date : null,
  };
}

/**
 * The dialog's resolver: the schema the server checks PUT api/export/{id} with, on the body the dialog
 * sends for `statusId`, its messages on the dialog's fields.
 */
export function exportStatusDialogResolver(statusId: number) {
  return formResolver<ExportStatusDialogValues, ExportStatusUpdateBody>(
    exportStatusUpdateSchema as DomainSchema<ExportStatusUpdateBody>,
    {
      toBody: (values) => exportStatusDialogBody(statusId, values),
      fieldMap: EXPORT_DIALOG_FIELD_MAP,
    },
  );
}
