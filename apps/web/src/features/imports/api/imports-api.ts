import {
  type ImportListKind,
  type ImportListRow,
  type ImportStatusUpdateInput,
  importEndpoints,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, errorMessage, type ListAnswer } from '../../../lib/api';
import { endpointKey, endpointListQuery, endpointQuery, familyKey } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';
import { useSaveMutation } from '../../../lib/use-save-mutation';
import { putSavedImportRow } from './import-row-cache';

export type { ImportListKind, ImportListRow };

/** What an import save hook answers: `submit(body)`, `isPending`... (named, so it can be declared). */
export type ImportSaveMutation<TBody> = ReturnType<typeof useSaveMutation<TBody, ImportListRow>>;

/** The list's filters as the API takes them (0 = all; aid year -1 = Active Aid Years, 2-applications §9). */
export interface ImportListFilters {
  appstatus: ImportListKind;
  aidyear: number;
  importstatus: number;
}

/**
 * One list's answer: its rows, or none and the server's info text (the 404 of docs/decisions/platform.md
 * "Empty lists").
 */
export type ImportListAnswer = ListAnswer<ImportListRow>;

/** GET api/import/school/{schoolId}: the school's rows, or the info text when none match (§7, §8). */
export function importListQuery(schoolId: number, filters: ImportListFilters) {
  return endpointListQuery('imports', importEndpoints.listImports, { params: { schoolId }, query: filters });
}

/** The prefix of every import list of one school, whatever its kind and filters. */
export const importListsKey = (schoolId: number) =>
  endpointKey('imports', importEndpoints.listImports, { params: { schoolId } });

/** The selected school's import list of one kind under the filters; a failure is toasted with §8's text. */
export function useImportList(schoolId: number | null, filters: ImportListFilters) {
  const query = useQuery({
    ...importListQuery(schoolId ?? 0, filters),
    enabled: schoolId !== null,
    // A status just changed on a detail screen must not be shown stale when the list is opened again.
    staleTime: 0,
  });
  useErrorToast(query.error, M.importDataFailed);
  return query;
}

/** GET api/import/appid/{applicationId}/importschool/{schoolId}: one import row, for the detail screens. */
export function importRowQuery(applicationId: number, schoolId: number) {
  return endpointQuery('imports', importEndpoints.getImportRow, { params: { applicationId, schoolId } });
}

/**
 * The application's row at the selected import school; a failure is toasted with the server's reason
 * (a 404: "This application is not on the import list of this school.") or §8's load text.
 */
export function useImportRow(applicationId: number, schoolId: number | null) {
  const query = useQuery({
    ...importRowQuery(applicationId, schoolId ?? 0),
    enabled: schoolId !== null && applicationId > 0,
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, M.applicationDataFailed));
  return query;
}

/** The import row a change is made on: the version the screen showed is sent, a stale one answers 409. */
export type ImportRowRef = Pick<ImportListRow, 'applicationId' | 'importSchool' | 'version'>;

/** What a status change sends besides the status (the server sets the date and the modifier). */
export type ImportStatusValues = Omit<ImportStatusUpdateInput, 'version' | 'importStatusDate' | 'modifiedBy'>;

/** PUT api/import/appid/{applicationId}/importschool/{schoolId}: the row's new import status (§7). */
export function updateImportStatus(row: ImportRowRef, values: ImportStatusValues): Promise<ImportListRow> {
  return callEndpoint(importEndpoints.updateImportRow, {
    params: { applicationId: row.applicationId, schoolId: row.importSchool },
    body: { ...values, version: row.version },
  });
}

/** The path and query of the eligibility calls on a row: its application, school and version. */
const eligibilityCall = (row: ImportRowRef) => ({
  params: { applicationId: row.applicationId, importSchoolId: row.importSchool },
  query: { version: row.version },
});

/** POST api/import/extendeligibility/{applicationId}: one more term (§4); answers the enrolled row. */
export function extendEligibility(row: ImportRowRef): Promise<ImportListRow> {
  return callEndpoint(importEndpoints.extendEligibility, {
    params: { applicationId: row.applicationId },
    query: { version: row.version },
  });
}

/** POST api/import/addsummereligibilityused/{applicationId}/{importSchoolId}: a summer term uses a term. */
export function addSummerTerm(row: ImportRowRef): Promise<ImportListRow> {
  return callEndpoint(importEndpoints.addSummerTerm, eligibilityCall(row));
}

/** DELETE api/import/deletesummereligibilityused/{applicationId}/{importSchoolId}: the summer term undone. */
export function removeSummerTerm(row: ImportRowRef): Promise<ImportListRow> {
  return callEndpoint(importEndpoints.removeSummerTerm, eligibilityCall(row));
}

/** Reloaded when someone saved an import row first (409): every import list and row, and applications. */
export const IMPORT_CONFLICT_RELOAD = [familyKey('imports'), familyKey('students')] as const;

/** How an import save hook is used by its screen. */
export interface ImportSaveOptions<TBody> {
  /** The screen's toast slot (lib/form-toasts): each new result replaces its last toast. */
  form: string;
  /** Runs after the success toast and the refresh (close a dialog, forget a draft, leave the screen). */
  onSuccess?(result: ImportListRow, body: TBody): void | Promise<void>;
  /** Runs after a failure was reported. */
  onFailure?(error: unknown): void;
}

/** A status change: the row as the screen showed it and what is sent. */
export interface ImportStatusChange {
  row: ImportRowRef;
  values: ImportStatusValues;
}

/**
 * Saves an import status change. `via` picks the success text (open-points 16): a grid row's Save says
 * "Import status updated.", a dialog's Confirm or the detail's Update App "Import status update
 * complete."; a refusal shows the server's reason, else §8's failure text. Someone else's save (409)
 * reloads the import lists and rows.
 */
export function useImportStatusSave(
  via: 'row' | 'dialog' | 'detail',
  options: ImportSaveOptions<ImportStatusChange>,
): ImportSaveMutation<ImportStatusChange> {
  return useImportSave<ImportStatusChange>({
    ...options,
    send: ({ row, values }) => updateImportStatus(row, values),
    success: via === 'row' ? M.importStatusUpdated : M.importStatusUpdateComplete,
    failure: M.importStatusUpdateFailed,
  });
}

/** Extend Eligibility (§4): "Eligibility extended." or the refusal. */
export function useExtendEligibility(
  options: ImportSaveOptions<ImportRowRef>,
): ImportSaveMutation<ImportRowRef> {
  return useImportSave<ImportRowRef>({
    ...options,
    send: extendEligibility,
    success: M.eligibilityExtended,
    failure: M.extendEligibilityFailed,
  });
}

/** Add Summer Term (§4): "Summer term added." or the refusal. */
export function useAddSummerTerm(options: ImportSaveOptions<ImportRowRef>): ImportSaveMutation<ImportRowRef> {
  return useImportSave<ImportRowRef>({
    ...options,
    send: addSummerTerm,
    success: M.summerTermAdded,
    failure: M.addSummerTermFailed,
  });
}

/** Remove Summer Term (§4): "Summer term removed." or the refusal. */
export function useRemoveSummerTerm(
  options: ImportSaveOptions<ImportRowRef>,
): ImportSaveMutation<ImportRowRef> {
  return useImportSave<ImportRowRef>({
    ...options,
    send: removeSummerTerm,
    success: M.summerTermRemoved,
    failure: M.removeSummerTermFailed,
  });
}

interface ImportSaveSettings<TBody> extends ImportSaveOptions<TBody> {
  send(body: TBody): Promise<ImportListRow>;
  success: string;
  failure: string;
}

/**
 * What every import change shares: its toasts, the answered row put into the cached lists and row
 * (import-row-cache.ts says which lists are still fetched again), the application read again, the 409
 * reload.
 */
function useImportSave<TBody>(settings: ImportSaveSettings<TBody>): ImportSaveMutation<TBody> {
  const queryClient = useQueryClient();
  return useSaveMutation<TBody, ImportListRow>({
    form: settings.form,
    send: settings.send,
    success: settings.success,
    // A 400/409 shows the server's message (a refused change says why); §8's text otherwise.
    failure: settings.failure,
    reloadOnConflict: IMPORT_CONFLICT_RELOAD,
    // The lists and the application are fresh before the screen moves on (the row never flashes back).
    onSuccess: async (result, body) => {
      await putSavedImportRow(queryClient, result);
      await settings.onSuccess?.(result, body);
    },
    onFailure: settings.onFailure,
  });
}
