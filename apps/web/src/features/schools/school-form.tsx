import type { SchoolBody } from '@exchange/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldErrorTarget } from '../../lib/server-field-errors';
import { ContactsSection } from './contacts-section';
import { GeneralInformationSection } from './general-information-section';
import { ProgramSettingsSection } from './program-settings-section';
import { type SchoolFormValues, schoolFormResolver } from './school-form-values';
import type { SchoolReferences } from './school-references';
import { TeAdminSettingsSection } from './te-admin-settings-section';

interface Props {
  /** The school being edited, or null for New School. */
  schoolId: number | null;
  isTe: boolean;
  /** Read-only users see every control disabled (and the page shows no buttons). */
  disabled: boolean;
  defaultValues: SchoolFormValues;
  /**
   * The stored school: when it changes (the refresh after an update) the form shows it in place, so
   * focus stays where it was instead of the form being mounted again.
   */
  values?: SchoolFormValues;
  references: SchoolReferences;
  /** Sends the checked body; the server's field messages go on `form`. */
  save(body: SchoolBody, form: FieldErrorTarget<SchoolFormValues>): void;
  /** Shown between Contacts and Program Settings (the profile's Users section). */
  usersSection?: ReactNode;
  /** The buttons; the submit one must have type="submit". */
  actions?: ReactNode;
  label: string;
}

/**
 * The school form of 1-core §5 for School Profile and New School, checked with the domain schema: TE
 * users with schoolTeSchema, a school's own users with schoolTeloSchema (TE-only fields left out).
 */
export function SchoolForm({
  schoolId,
  isTe,
  disabled,
  defaultValues,
  values,
  references,
  save,
  usersSection,
  actions,
  label,
}: Props) {
  const form = useForm<SchoolFormValues, unknown, SchoolBody>({
    resolver: schoolFormResolver(isTe),
    defaultValues,
    values,
    // When the school is reloaded (after a save, or after someone else saved first) what the user has
    // typed and not yet saved stays; the other fields show the stored values.
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit((body) => save(body, form));

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={label}>
        <GeneralInformationSection
          disabled={disabled}
          isTe={isTe}
          schoolId={schoolId}
          references={references}
        />
        <ContactsSection disabled={disabled} contactTypes={references.contactTypes} />
        {usersSection}
        <ProgramSettingsSection disabled={disabled} participationTypes={references.participationTypes} />
        {isTe && <TeAdminSettingsSection disabled={disabled} />}
        {actions && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </Box>
    </FormProvider>
  );
}
