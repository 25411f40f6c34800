import { useEffect, useRef } from 'react';
import { type FieldValues, type Path, type UseControllerProps, useController } from 'react-hook-form';
import { registerDraftField, takeDraftValue } from './form-drafts';

/**
 * react-hook-form's useController for the shared form pieces, whose unsaved value outlives the end of
 * a session (lib/form-drafts.ts): the field offers its value when the session ends and takes back the
 * kept one when it appears on the same page after the user signs in again. A `secret` field (a
 * password, card details) takes no part.
 */
export function useDraftController<TIn extends FieldValues, TOut>(
  props: UseControllerProps<TIn, Path<TIn>, TOut>,
  { secret = false }: { secret?: boolean } = {},
) {
  const controller = useController(props);
  const { field, fieldState } = controller;
  const latest = useRef({ value: field.value as unknown, dirty: fieldState.isDirty });
  latest.current = { value: field.value, dirty: fieldState.isDirty };
  const { name, onChange } = field;
  useEffect(() => {
    if (secret) return;
    const kept = takeDraftValue(name);
    // Through the field's own change, so the form counts it as typed (dirty, checked as usual).
    if (kept) onChange(kept.value);
    return registerDraftField({ name, read: () => latest.current });
  }, [name, onChange, secret]);
  return controller;
}
