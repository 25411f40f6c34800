import { checkLeaveEnd, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  /** The form's names of the begin and end dates (YYYY-MM-DD, '' while empty). */
  beginName: Path<TIn>;
  endName: Path<TIn>;
  disabled?: boolean;
}

/**
 * Leave of Absence Begin and End, in the Update Import Status dialog and on the import detail (§4, §5;
 * open-points 7). The end carries the limit as its hint, and turns it into an error as soon as the
 * dates break the rule (checkLeaveEnd: the server's message for the same dates), without waiting for
 * the field to be left: an end on or before the begin, or past 6 months after it.
 */
export function LeaveDateFields<TIn extends FieldValues, TOut>({
  control,
  beginName,
  endName,
  disabled,
}: Props<TIn, TOut>) {
  const [begin, end] = useWatch({ control, name: [beginName, endName] }) as [unknown, unknown];
  const endError = checkLeaveEnd(asDay(begin), asDay(end));
  return (
    <>
      <FormDateField
        control={control}
        name={beginName}
        label="Leave of Absence Begin"
        required
        disabled={disabled}
      />
      <FormDateField
        control={control}
        name={endName}
        label="Leave of Absence End"
        required
        disabled={disabled}
        helperText={M.leaveWithinLimit}
        errorText={endError}
      />
    </>
  );
}

/** A form's date value as the rule reads it: the day, or null while empty. */
const asDay = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
