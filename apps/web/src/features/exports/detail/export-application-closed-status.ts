import {
  EXPORT_STATUS_INPUT,
  type ExportStatusUpdateBody,
  type ExportStatusUpdateInput,
  exportStatusUpdateSchema,
  type StudentApplicationView,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { formResolver } from '../../../lib/form-resolver.js';

/** The closed detail's status form (2-applications §4 closed choices): the status and what it asks for. */
export interface ClosedStatusFormValues {
  exportStatusId: number;
  exportStatusOtherReason: string;
  noLongerEligibleDate: string;
}

/** The closed status form's values for a loaded application. */
export function closedStatusFormValues(a: StudentApplicationView): ClosedStatusFormValues {
  return {
    exportStatusId: a.exportSchoolStatus,
    exportStatusOtherReason: a.exportStatusReasonOther ?? '',
    noLongerEligibleDate: a.noLongerEligibleDate ?? '',
  };
}

/** The body of PUT api/export/{id}: the reason only for Denied: Other, the date only for No Longer Eligible. */
export function closedStatusInput(values: ClosedStatusFormValues): ExportStatusUpdateInput {
  const needs = EXPORT_STATUS_INPUT[values.exportStatusId];
  return {
    exportStatusId: values.exportStatusId,
    exportStatusOtherReason: needs === 'reason' ? values.exportStatusOtherReason : null,
    noLongerEligibleDate: needs === 'date' ? values.noLongerEligibleDate : null,
  };
}

/** The closed status form's resolver: the same schema the server checks PUT api/export/{id} with. */
export function closedStatusResolver() {
  return formResolver<ClosedStatusFormValues, ExportStatusUpdateBody>(exportStatusUpdateSchema, {
    toBody: closedStatusInput,
  });
}
