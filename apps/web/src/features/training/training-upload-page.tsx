import {
  trainingEndpoints as ep,
  TRAINING_MESSAGES as M,
  rosterFilesProblem,
  type TrainingUploadSummary,
} from '@exchange/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { ApiRequestError, endpointHref } from '../../lib/api';
import { formToasts } from '../../lib/form-toasts';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { RecentUploads } from './recent-uploads';
import { RosterDropArea } from './roster-drop-area';
import { recentUploadsQuery, uploadRoster } from './training-api';
import { UploadSummary } from './upload-summary';

/** The one toast slot of the screen: each upload's result replaces the last. */
const FORM = 'training upload';

/**
 * training/fileupload (3-billing §2; open-points 34): a TE admin drops the training provider's roster;
 * the server marks the staff it lists trained and the screen shows what became of each row.
 */
export function TrainingUploadPage() {
  const [summary, setSummary] = useState<TrainingUploadSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useSaveMutation<File, TrainingUploadSummary>({
    form: FORM,
    send: uploadRoster,
    failure: M.uploadFailed,
    invalidate: [recentUploadsQuery().queryKey],
    onSuccess: (result) => {
      setSummary(result);
      formToasts(FORM).success(M.uploaded(result.matchedCount));
    },
    onFailure: (error) => {
      if (error instanceof ApiRequestError && error.status !== 401 && error.status < 500) {
        setProblem(error.message);
      }
    },
  });

  const send = (files: File[]) => {
    const refusal = rosterFilesProblem(files);
    setProblem(refusal);
    setSummary(null);
    if (refusal) {
      formToasts(FORM).error(refusal);
      return;
    }
    upload.submit(files[0]!);
  };

  return (
    <PageFrame
      title={M.title}
      maxWidth={1000}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={endpointHref(ep.downloadTrainingTemplate, {})}
          download
        >
          {M.templateLink}
        </Button>
      }
    >
      <RosterDropArea
        onFiles={send}
        uploading={upload.isPending ? (upload.variables?.body.name ?? '') : null}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      {summary && <UploadSummary summary={summary} />}
      <RecentUploads />
    </PageFrame>
  );
}
