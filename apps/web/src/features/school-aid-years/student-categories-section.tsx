import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormContext } from 'react-hook-form';
import { FormSection } from '../../components/form-section';
import type { StudentCategory } from '../../lib/lookups';
import type { AidYearFormValues } from './aid-year-form-values';

interface Props {
  disabled: boolean;
  categories: readonly StudentCategory[];
}

/** Student Categories: the classifications the school accepts for the aid year. */
export function StudentCategoriesSection({ disabled, categories }: Props) {
  const { control } = useFormContext<AidYearFormValues>();
  const { field } = useController({ control, name: 'studentCategories' });
  const chosen = new Set(field.value);
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...chosen, id].sort((a, b) => a - b) : [...chosen].filter((c) => c !== id));
  return (
    <FormSection title="Student Categories">
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">Students accepted</FormLabel>
        <FormGroup row>
          {categories.map((c) => (
            <FormControlLabel
              key={c.id}
              label={c.categoryName}
              control={<Checkbox checked={chosen.has(c.id)} onChange={(_e, on) => toggle(c.id, on)} />}
            />
          ))}
        </FormGroup>
      </FormControl>
    </FormSection>
  );
}
