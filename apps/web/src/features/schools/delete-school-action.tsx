import { SCHOOL_MESSAGES, SCHOOL_SCREEN_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { showErrorToast } from '../../lib/error-toast';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { deleteSchool, fetchSchoolDependents, SCHOOL_NAMES_KEY, schoolDetailKey } from './schools-api';

type Step = { kind: 'idle' } | { kind: 'blocked'; reason: string } | { kind: 'confirm' };

/**
 * Delete School (1-core §6): first asks the server what still belongs to the school. A school with
 * users, applications or invoices is not deleted and the reason is shown; otherwise, after a
 * confirmation, it is deleted and the user goes home.
 */
export function DeleteSchoolAction({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const check = useMutation({
    mutationFn: () => fetchSchoolDependents(schoolId),
    onSuccess: (d) => setStep(d.message ? { kind: 'blocked', reason: d.message } : { kind: 'confirm' }),
    // One place decides every error toast (a 401 already announced the session's end: no second one).
    onError: (error) =>
      showErrorToast('delete-school', error, errorMessage(error, SCHOOL_SCREEN_MESSAGES.dependentsFailed)),
  });

  const remove = useSaveMutation({
    form: 'delete-school',
    send: () => deleteSchool(schoolId, user.id),
    success: SCHOOL_MESSAGES.deleted,
    failure: SCHOOL_MESSAGES.deleteFailed,
    onSuccess: async () => {
      setStep({ kind: 'idle' });
      queryClient.removeQueries({ queryKey: schoolDetailKey(schoolId) });
      await queryClient.invalidateQueries({ queryKey: SCHOOL_NAMES_KEY });
      navigate('/', { replace: true });
    },
    onFailure: () => setStep({ kind: 'idle' }),
  });

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={check.isPending || remove.isPending}
        onClick={() => check.mutate()}
      >
        {check.isPending ? 'Checking...' : 'Delete School'}
      </Button>
      <ConfirmDialog
        open={step.kind === 'blocked'}
        title="School Not Deleted"
        confirmLabel="OK"
        cancelLabel={null}
        onConfirm={() => setStep({ kind: 'idle' })}
        onClose={() => setStep({ kind: 'idle' })}
      >
        <Alert severity="warning">{step.kind === 'blocked' ? step.reason : ''}</Alert>
      </ConfirmDialog>
      <ConfirmDialog
        open={step.kind === 'confirm'}
        title="Delete School"
        confirmLabel="Delete School"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.submit(undefined)}
        onClose={() => setStep({ kind: 'idle' })}
      >
        {SCHOOL_SCREEN_MESSAGES.deleteConfirm(schoolName)}
      </ConfirmDialog>
    </>
  );
}
