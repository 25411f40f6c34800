import {
  type ActionState,
  APPLICATION_MESSAGES,
  type ApplicationCloseBody,
  importEndpoints,
  isReasonLongEnough,
  studentEndpoints,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { callEndpoint } from '../lib/api';
import { endpointKey, familyKey } from '../lib/endpoint-query';
import { useSaveMutation } from '../lib/use-save-mutation';
import { type CloseApplicationValues, closeApplicationResolver } from './close-application-values';
import { FormTextField } from './form-text-field';
import { StatusChangeActions, StatusChangeDialog } from './status-change-dialog';

interface Props {
  applicationId: number;
  /** The application's version as the screen read it: a change saved meanwhile answers 409. */
  version: number;
  /** Whose application, for the confirmation ("Jamie Rivera (2025-2026)"). */
  description: string;
  /** The server's verdict (closeAction): 'disabled' shows the button unusable (a school has the student enrolled). */
  state: Exclude<ActionState, 'hidden'>;
  /** The id of the text saying why the button is unusable, read with it. */
  describedBy?: string;
}

/** GET api/student/application/{id}, whatever its query: the application's reads. */
const applicationKey = (id: number) =>
  endpointKey('students', studentEndpoints.getApplication, { params: { id } });

/**
 * Close App on the export and import details (open-points 43; TE admins who are not read-only, as the
 * server's closeAction says): a confirmation that asks for the reason, then POST api/application/{id}/close.
 * The application is read again, so the detail gives way to its closed detail, which shows the reason.
 */
export function CloseApplicationAction({ applicationId, version, description, state, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const close = useSaveMutation({
    form: 'close-application',
    send: (body: ApplicationCloseBody) =>
      callEndpoint(importEndpoints.closeApplication, { params: { id: applicationId }, body }),
    success: APPLICATION_MESSAGES.applicationClosed,
    failure: APPLICATION_MESSAGES.applicationCloseFailed,
    reloadOnConflict: [applicationKey(applicationId)],
    // The lists it leaves and joins, the counts, and the detail (which then opens the closed detail).
    invalidate: [
      applicationKey(applicationId),
      familyKey('exports'),
      familyKey('imports'),
      familyKey('reports'),
    ],
    onSuccess: () => setOpen(false),
    onFailure: () => setOpen(false),
  });
  const disabled = state === 'disabled';
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={disabled || close.isPending}
        aria-describedby={disabled ? describedBy : undefined}
        onClick={() => setOpen(true)}
      >
        Close App
      </Button>
      <StatusChangeDialog
        open={open}
        title="Close Application"
        busy={close.isPending}
        onCancel={() => setOpen(false)}
      >
        <CloseForm
          description={description}
          version={version}
          busy={close.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={(body, form) => close.submit(body, form)}
        />
      </StatusChangeDialog>
    </>
  );
}

interface FormProps {
  description: string;
  version: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(
    body: ApplicationCloseBody,
    form: ReturnType<typeof useForm<CloseApplicationValues, unknown, ApplicationCloseBody>>,
  ): void;
}

/** The reason (more than 5 characters, the domain's rule and message) and the confirmation. */
function CloseForm({ description, version, busy, onCancel, onConfirm }: FormProps) {
  const form = useForm<CloseApplicationValues, unknown, ApplicationCloseBody>({
    defaultValues: { reason: '' },
    resolver: closeApplicationResolver(version),
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const confirm = form.handleSubmit((body) => onConfirm(body, form));
  // The dialog sits in a portal, but React bubbles its submit through the component tree: the detail's
  // own form around the button must not be submitted with it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void confirm(event);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText>{APPLICATION_MESSAGES.closeApplicationConfirm(description)}</DialogContentText>
        <FormTextField
          control={form.control}
          name="reason"
          label={APPLICATION_MESSAGES.closeReasonLabel}
          required
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          autoFocus
          helperText={APPLICATION_MESSAGES.reasonTooShort}
        />
      </DialogContent>
      <StatusChangeActions busy={busy} confirmDisabled={!isReasonLongEnough(reason)} onCancel={onCancel} />
    </Box>
  );
}
