import { lookupFailedMessage } from '@exchange/domain';
import { useFeeTypes } from '../../lib/fee-type-lookup';
import {
  useAllAidYears,
  useExportStatuses,
  useImportStatuses,
  useParticipationTypes,
} from '../../lib/lookups';

// The report filters' lists, on the cache entries every other screen uses (lib/lookups.ts), each with
// the report's own failure text (3-billing §8: "There was a problem getting the {list} status list.")
// and read only by a report that offers the filter.

/** Every aid year, newest first, for the Application Year filter. */
export function useReportAidYears(enabled: boolean) {
  return useAllAidYears(lookupFailedMessage('Application Year'), enabled);
}

/** The Export Status filter's choices. */
export function useReportExportStatuses(enabled: boolean) {
  return useExportStatuses(lookupFailedMessage('Export Statuses'), enabled);
}

/** The Import Status filter's choices. */
export function useReportImportStatuses(enabled: boolean) {
  return useImportStatuses(lookupFailedMessage('Import Statuses'), enabled);
}

/** The Fee Type filter's choices. */
export function useReportFeeTypes(enabled: boolean) {
  return useFeeTypes(lookupFailedMessage('Fee Types'), enabled);
}

/** The Exchange Program filter's choices; §8 uses the Fee Types text for the programme types too. */
export function useReportPrograms(enabled: boolean) {
  return useParticipationTypes(lookupFailedMessage('Fee Types'), enabled);
}
