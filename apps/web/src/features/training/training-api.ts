import {
  endpointPath,
  trainingEndpoints as ep,
  TRAINING_MESSAGES as M,
  type TrainingUploadSummary,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { endpointListQuery } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

/** GET api/training/uploads under the feature's family: an upload refreshes it (`.queryKey`). */
export function recentUploadsQuery() {
  return endpointListQuery('training', ep.listTrainingUploads);
}

/** The latest uploads (none: the server's sentence). */
export function useRecentUploads() {
  const query = useQuery({
    ...recentUploadsQuery(),
  });
  useErrorToast(query.error, M.historyFailed);
  return query;
}

/**
 * POST api/training/fileupload: the file as multipart/form-data in the field "file" (3-billing §7),
 * through the one client (a 401 ends the session as for any call), the answer checked with the
 * contract's schema.
 */
export function uploadRoster(file: File): Promise<TrainingUploadSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(ep.uploadTrainingRoster.method, endpointPath(ep.uploadTrainingRoster), {
    body: form,
    schema: ep.uploadTrainingRoster.response,
  });
}
