import { SCHOOL_MESSAGES, SCHOOL_SCREEN_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { type SchoolDependents, schoolKeys } from './schools-api';

const toasts = formToasts('delete-school');

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
    mutationFn: () => api.get<SchoolDependents>(`/api/schools/${schoolId}/dependents`),
    onSuccess: (d) => setStep(d.message ? { kind: 'blocked', reason: d.message } : { kind: 'confirm' }),
    onError: (error) => toasts.error(errorMessage(error, SCHOOL_SCREEN_MESSAGES.dependentsFailed)),
  });

  const remove = useMutation({
    mutationFn: () => api.delete(`/api/schools/${schoolId}?modifiedby=${user.id}`),
    onSuccess: async () => {
      setStep({ kind: 'idle' });
      toasts.success(SCHOOL_MESSAGES.deleted);
      queryClient.removeQueries({ queryKey: schoolKeys.detail(schoolId) });
      await queryClient.invalidateQueries({ queryKey: schoolKeys.names });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      setStep({ kind: 'idle' });
      toasts.error(errorMessage(error, SCHOOL_MESSAGES.deleteFailed));
    },
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
        onConfirm={() => remove.mutate()}
        onClose={() => setStep({ kind: 'idle' })}
      >
        {SCHOOL_SCREEN_MESSAGES.deleteConfirm(schoolName)}
      </ConfirmDialog>
    </>
  );
}
