import { type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * A form over a stored record (a detail screen): it shows the record's values and follows their reloads,
 * keeping what the user typed over a reload (someone saved first, docs/architecture.md "The machinery: Save mutation"), so
 * the next press saves over the newer version; fields are checked once touched.
 */
export function useRecordForm<TIn extends FieldValues, TOut>(
  values: TIn,
  resolver: Resolver<TIn, unknown, TOut>,
) {
  return useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues: values as never,
    values,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
}
