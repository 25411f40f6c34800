import { useEffect, useState } from 'react';
import { useSchool } from './school-context';

/**
 * The school of the address (?school=N, open-points 13) becomes the shell's selected school once, when it
 * is one of the user's; answers true once that is settled, so the screen does not rewrite the address to
 * the previously selected school first. Used by every screen whose address names its school.
 */
export function useAddressSchool(requested: number | null): boolean {
  const { schools, selectedSchool, selectSchool, loading } = useSchool();
  const [applied, setApplied] = useState(requested === null);
  const known = schools.some((s) => s.id === requested);
  const selectedId = selectedSchool?.id ?? null;
  useEffect(() => {
    if (applied || loading) return;
    if (!known || selectedId === requested) {
      setApplied(true);
      return;
    }
    // The school provider settles its own first choice in this same commit (its effect runs after this
    // one): choosing after the commit keeps it from overriding the address's school.
    queueMicrotask(() => selectSchool(requested!));
  }, [applied, loading, known, requested, selectedId, selectSchool]);
  return applied;
}
