import {
  APPLICATION_MESSAGES,
  type ExportApplicationEditBody,
  type ExportStatusUpdateBody,
  exportEndpoints,
  studentEndpoints,
} from '@exchange/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointKey, endpointQuery, familyKey } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';
import { formToasts } from '../../../lib/form-toasts';
import { useSaveMutation } from '../../../lib/use-save-mutation';
import { putSavedExportRow } from './export-row-cache';

/** What a save hook answers (named, so the hooks' declarations can be emitted). */
type SaveMutation<TBody> = ReturnType<typeof useSaveMutation<TBody, unknown>>;

/** The toast slot of the Export Application screen: a save's or a delete's result replaces the last. */
const EXPORT_APPLICATION_FORM = 'export-application';

/**
 * Every export list (open and closed, any school): refreshed after a detail screen changed or deleted an
 * application, since neither answer is a list row.
 */
const EXPORT_LISTS_KEY = familyKey('exports');

/** GET api/student/application/{id}: the key of the application, whatever reads it. */
const applicationKey = (applicationId: number) =>
  endpointKey('students', studentEndpoints.getApplication, { params: { id: applicationId } });

/**
 * GET api/student/application/{id}: the application with its student, the export status choices and
 * what the reader may do (the student screens' key: one endpoint, one cache entry).
 */
export function useExportApplication(applicationId: number) {
  const query = useQuery({
    ...endpointQuery('students', studentEndpoints.getApplication, {
      params: { id: applicationId },
      query: {},
    }),
  });
  useErrorToast(query.error, APPLICATION_MESSAGES.applicationDataFailed);
  return query;
}

/**
 * The screen leaves after a save or a delete: the application is marked stale without being fetched
 * again while the screen is still on show (a deleted one would answer 404 and toast a load failure).
 */
function markStale(queryClient: QueryClient, applicationId: number) {
  return queryClient.invalidateQueries({
    queryKey: applicationKey(applicationId),
    refetchType: 'none',
  });
}

interface SaveCallbacks {
  /** The success toast for the body sent. */
  success(body: ExportApplicationEditBody): string;
  onSuccess(): void | Promise<void>;
}

/**
 * Update App: PUT api/student/{studentId}/application/{applicationId} with the export status and the
 * employee fields; the server's field messages (studentApplication.*) land on the form's fields.
 */
export function useUpdateExportApplication(
  studentId: number,
  applicationId: number,
  version: number,
  callbacks: SaveCallbacks,
): SaveMutation<ExportApplicationEditBody> {
  const queryClient = useQueryClient();
  return useSaveMutation({
    form: EXPORT_APPLICATION_FORM,
    send: (body: ExportApplicationEditBody) =>
      callEndpoint(studentEndpoints.updateApplication, {
        params: { id: studentId, applicationId },
        body: { studentApplication: { ...body.studentApplication, version } },
      }),
    failure: APPLICATION_MESSAGES.applicationUpdateFailed,
    // Someone saved the application first: show their version, keeping what this user typed.
    reloadOnConflict: [applicationKey(applicationId)],
    invalidate: [EXPORT_LISTS_KEY],
    onSuccess: async (_result, body) => {
      formToasts(EXPORT_APPLICATION_FORM).success(callbacks.success(body));
      await callbacks.onSuccess();
      await markStale(queryClient, applicationId);
    },
  });
}

/**
 * The closed detail's status change: PUT api/export/{id} (exportStatusUpdateSchema), with the record's
 * version so a change made meanwhile is refused instead of overwritten.
 */
export function useUpdateClosedExportStatus(
  applicationId: number,
  version: number,
  onSuccess: () => void,
): SaveMutation<ExportStatusUpdateBody> {
  const queryClient = useQueryClient();
  return useSaveMutation({
    form: 'closed-export-application',
    send: (body: ExportStatusUpdateBody) =>
      callEndpoint(exportEndpoints.updateExportStatus, {
        params: { id: applicationId },
        body: { ...body, version },
      }),
    success: APPLICATION_MESSAGES.exportStatusUpdateComplete,
    failure: APPLICATION_MESSAGES.exportStatusUpdateFailed,
    reloadOnConflict: [applicationKey(applicationId)],
    // The answer is the list row: it goes into the cached export lists (the lists it may join or leave
    // are read again, export-row-cache.ts) instead of every export list being fetched again.
    onSuccess: async (saved) => {
      onSuccess();
      await markStale(queryClient, applicationId);
      await putSavedExportRow(queryClient, null, saved);
    },
  });
}

/** Delete App: DELETE api/export/application/{id} ("Student application removed.", then the caller moves on). */
export function useDeleteExportApplication(
  applicationId: number,
  userId: number,
  onSuccess: () => void,
): SaveMutation<undefined> {
  const queryClient = useQueryClient();
  return useSaveMutation({
    form: EXPORT_APPLICATION_FORM,
    send: () =>
      callEndpoint(exportEndpoints.deleteExportApplication, {
        params: { id: applicationId },
        query: { modifiedby: String(userId) },
      }),
    success: APPLICATION_MESSAGES.applicationRemoved,
    failure: APPLICATION_MESSAGES.applicationRemoveFailed,
    invalidate: [EXPORT_LISTS_KEY],
    onSuccess: async () => {
      onSuccess();
      await markStale(queryClient, applicationId);
    },
  });
}
