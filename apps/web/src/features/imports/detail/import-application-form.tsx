import { APPLICATION_MESSAGES, type ImportStatusUpdateBody } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CloseApplicationAction } from '../../../components/close-application-action';
import { FormNote } from '../../../components/form-note';
import { FormSection } from '../../../components/form-section';
import { useRecordForm } from '../../../lib/use-record-form';
import { useImportStatusSave } from '../api/imports-api';
import { ImportApplicationDecisionFields } from './import-application-decision-fields';
import type { LoadedImportApplication } from './import-application-frame';
import { ImportApplicationSections } from './import-application-sections';
import {
  type ImportApplicationFormValues,
  importApplicationFormValues,
  importApplicationInput,
  importApplicationResolver,
  isImportUpdateDisabled,
} from './import-application-values';
import { extensionCapNote, ImportEligibilityActions } from './import-eligibility-actions';

/** The toast slot of the import detail: a save's, an extension's or a summer term's result replaces the last. */
const IMPORT_APPLICATION_FORM = 'import-application';

/**
 * Import Application and its transfer twin (2-applications §2, §4): the read-only sections, the import
 * decision (classification, status with its dialog, exchange program, leave dates), Update App and the
 * eligibility actions as the row's actions allow, and Close App as the application's closeAction allows
 * (open-points 43); after a change the user returns to the screen's list (a close opens the closed detail).
 */
export function ImportApplicationForm(loaded: LoadedImportApplication) {
  // Undo Changes starts the form afresh from the stored row (the status field's dialog state included).
  const [undone, setUndone] = useState(0);
  return <ImportApplicationFormBody key={undone} {...loaded} onUndo={() => setUndone((n) => n + 1)} />;
}

function ImportApplicationFormBody({ onUndo, ...loaded }: LoadedImportApplication & { onUndo(): void }) {
  const { row, screen, student, application } = loaded;
  const navigate = useNavigate();
  const capNoteId = useId();
  const heldNoteId = useId();
  const closeNoteId = useId();
  const actions = row.actions;
  const values = useMemo(() => importApplicationFormValues(row), [row]);
  const resolver = useMemo(() => importApplicationResolver(row), [row]);
  const form = useRecordForm<ImportApplicationFormValues, ImportStatusUpdateBody>(values, resolver);
  const toList = () => navigate(screen.listPath);
  // A second press before the pending state shows is dropped, not sent twice.
  const sending = useRef(false);
  const update = useImportStatusSave('detail', {
    form: IMPORT_APPLICATION_FORM,
    onSuccess: toList,
    onFailure: () => {
      sending.current = false;
    },
  });
  const watched = useWatch({ control: form.control }) as ImportApplicationFormValues;
  const unsaved = form.formState.isDirty;
  const disabled = !unsaved || isImportUpdateDisabled(watched, row) || update.isPending;
  const eligibilityShown = [actions.extendEligibility, actions.addSummerTerm, actions.removeSummerTerm].some(
    (state) => state !== 'hidden',
  );
  const held = unsaved && eligibilityShown;
  const submit = form.handleSubmit(() => {
    if (sending.current) return;
    sending.current = true;
    update.submit({ row, values: importApplicationInput(form.getValues(), row) }, form);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Import application">
        <ImportApplicationSections {...loaded} />
        <FormSection title="Import Decision">
          <ImportApplicationDecisionFields row={row} />
        </FormSection>
        {held && (
          <FormNote id={heldNoteId}>
            Update App or Undo Changes before changing eligibility or the summer term.
          </FormNote>
        )}
        {actions.extendEligibility === 'disabled' && (
          <FormNote id={capNoteId}>{extensionCapNote(row)}</FormNote>
        )}
        {application.closeAction === 'disabled' && (
          <FormNote id={closeNoteId}>{APPLICATION_MESSAGES.closeRefusedEnrolled}</FormNote>
        )}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        >
          <Button component={RouterLink} to={screen.listPath}>
            {screen.backLabel}
          </Button>
          {unsaved && !update.isPending && <Button onClick={onUndo}>Undo Changes</Button>}
          <ImportEligibilityActions
            row={row}
            form={IMPORT_APPLICATION_FORM}
            onDone={toList}
            capNoteId={capNoteId}
            heldNoteId={held ? heldNoteId : null}
          />
          {application.closeAction !== 'hidden' && (
            <CloseApplicationAction
              applicationId={application.id}
              version={application.version}
              description={`${student.studentFirstName} ${student.studentLastName} (${application.aidyearName})`}
              state={application.closeAction}
              describedBy={closeNoteId}
            />
          )}
          {actions.editStatus !== 'hidden' && (
            <Button type="submit" variant="contained" disabled={disabled}>
              {update.isPending ? 'Updating...' : 'Update App'}
            </Button>
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}
