import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { ContactType } from '../../lib/lookups';
import type { SchoolFormValues } from './school-form-values';

interface Props {
  disabled: boolean;
  contactTypes: readonly ContactType[];
}

/**
 * Contacts: one slot per contact type in the spec's order (1-core §3). A slot left empty is no
 * contact; a filled one needs first name, last name and a valid email (1-core §5).
 */
export function ContactsSection({ disabled, contactTypes }: Props) {
  const { control, getValues } = useFormContext<SchoolFormValues>();
  const slots = getValues('schoolContact') ?? [];
  const typeName = (id: number) => contactTypes.find((t) => t.id === id)?.contactType ?? `Contact ${id}`;
  return (
    <FormSection title="Contacts" description="Leave a contact empty when the school has none for that role.">
      {slots.map((slot, index) => (
        <Box
          key={slot.contactId}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, mt: index ? 2 : 1, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
            {typeName(slot.contactId)}
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name={`schoolContact.${index}.contactFirstName`}
                label="First Name"
                margin="dense"
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name={`schoolContact.${index}.contactLastName`}
                label="Last Name"
                margin="dense"
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`schoolContact.${index}.contactEmail`}
                label="Email"
                type="email"
                margin="dense"
                disabled={disabled}
              />
            </Grid>
          </Grid>
        </Box>
      ))}
    </FormSection>
  );
}
