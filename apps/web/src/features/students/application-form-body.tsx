import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { familyKey } from '../../lib/endpoint-query';
import { type SaveOptions, useSaveMutation } from '../../lib/use-save-mutation';
import { AcknowledgmentField } from './acknowledgment-field';
import { AddressFields, FormSection } from './address-fields';
import { type AddressFormValues, SERVER_BIRTH_DATE, STUDENT_FIELD_NAMES } from './application-form';

/** How an application form saves: its own fields and messages; the student part is common to both. */
export type ApplicationSaveOptions<TBody> = Pick<
  SaveOptions<TBody, unknown>,
  'form' | 'send' | 'success' | 'onSuccess' | 'handleError'
> & {
  /** The failure toast, also when the server's messages landed on fields. */
  failure: string;
  /** The form's fields besides the student part, for the server's field messages. */
  fields: readonly string[];
};

interface Props<TValues extends AddressFormValues, TBody> {
  methods: UseFormReturn<TValues, unknown, TBody>;
  save: ApplicationSaveOptions<TBody>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The submit button's text while the save is under way. */
  pendingLabel: string;
  /** Cancel goes back to Application Status; left out where that page would send the student back. */
  canCancel?: boolean;
  /** The form's sections, in the screen's order; the acknowledgment and the buttons follow them. */
  children: ReactNode;
}

/**
 * The frame of the EZ and the Update EZ Application forms (1-core §2, §5): the sections, the
 * acknowledgment, Submit and Cancel, and the one save (field messages, toasts, the students' refresh).
 */
export function ApplicationFormBody<TValues extends AddressFormValues, TBody>({
  methods,
  save,
  label,
  submitLabel,
  pendingLabel,
  canCancel = true,
  children,
}: Props<TValues, TBody>) {
  const navigate = useNavigate();
  const mutation = useSaveMutation<TBody>({
    ...save,
    failureOnFields: save.failure,
    fields: [...STUDENT_FIELD_NAMES, ...save.fields],
    fieldMap: SERVER_BIRTH_DATE,
    invalidate: [familyKey('students')],
  });
  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        onSubmit={methods.handleSubmit((body) => mutation.submit(body, methods))}
        aria-label={label}
      >
        {children}
        <AcknowledgmentField />
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {mutation.isPending ? pendingLabel : submitLabel}
          </Button>
          {canCancel && (
            <Button variant="outlined" size="large" onClick={() => navigate('/applicationstatus')}>
              Cancel
            </Button>
          )}
        </Box>
      </Box>
    </FormProvider>
  );
}

/** The student's address, phone and birth date, a section of both application forms. */
export function StudentInfoSection({ id }: { id: string }) {
  return (
    <FormSection id={id} title="Student Information">
      <AddressFields />
    </FormSection>
  );
}
