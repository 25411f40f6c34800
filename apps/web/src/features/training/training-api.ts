import {
  apiErrorSchema,
  authEndpoints,
  endpointPath,
  trainingEndpoints as ep,
  TRAINING_MESSAGES as M,
  type TrainingUploadSummary,
  UI_MESSAGES,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, callListEndpoint } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { endpointKey } from '../../lib/query-keys';

/** GET api/training/uploads under the feature's prefix: an upload refreshes it. */
export const TRAINING_UPLOADS_KEY = ['training', ...endpointKey(ep.listTrainingUploads.operationId)];

/** The latest uploads (none: the server's sentence). */
export function useRecentUploads() {
  const query = useQuery({
    queryKey: TRAINING_UPLOADS_KEY,
    queryFn: ({ signal }) => callListEndpoint(ep.listTrainingUploads, undefined, { signal }),
  });
  useErrorToast(query.error, M.historyFailed);
  return query;
}

/**
 * A 401 on the upload: the session is over. The session call then answers 401 as well, through the one
 * client, which ends the session and says so (1-core §8) as for any call; its error is what the screen
 * gets, already announced.
 */
async function sessionEnded(): Promise<never> {
  await callEndpoint(authEndpoints.getSessionUser);
  throw new ApiRequestError(401, M.uploadFailed);
}

/**
 * POST api/training/fileupload: the file as multipart/form-data in the field "file" (3-billing §7),
 * which the JSON client does not send; the answer is checked with the contract's schema, a failure
 * becomes the same ApiRequestError (status, message, field messages) as every other call's.
 */
export async function uploadRoster(file: File): Promise<TrainingUploadSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(endpointPath(ep.uploadTrainingRoster), {
      method: ep.uploadTrainingRoster.method,
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiRequestError(0, UI_MESSAGES.networkFailure);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return ep.uploadTrainingRoster.response.parse(body);
  if (response.status === 401) return sessionEnded();
  const error = apiErrorSchema.partial().safeParse(body);
  throw new ApiRequestError(
    response.status,
    error.success && error.data.message ? error.data.message : M.uploadFailed,
    error.success ? error.data.errors : undefined,
  );
}
