import {
  activeRolesAt,
  isTeUser,
  type MenuContext,
  type SchoolName,
  type SessionUser,
  schoolsOf,
  UI_MESSAGES,
} from '@exchange/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSchoolNames } from './lookups';
import { readSelectedSchoolId, storeSelectedSchoolId } from './session-storage';

/** A school as listed by GET /api/schools/name. */
export type SchoolOption = SchoolName;

interface SchoolContextValue {
  /** Schools the user may work with, in name order. */
  schools: SchoolOption[];
  selectedSchool: SchoolOption | null;
  selectSchool(id: number): void;
  /** TE users and multi-school TELO users choose; others have one school. */
  canChooseSchool: boolean;
  loading: boolean;
  /** Usertype plus the active roles at the selected school: the input of menus and route guards. */
  menuContext: MenuContext;
}

const NO_SCHOOLS: SchoolOption[] = [];
const SchoolContext = createContext<SchoolContextValue | null>(null);

/** The selected school of a staff user, kept in session storage so a reload keeps it. */
export function SchoolProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const isTe = isTeUser(user);
  const allSchools = useSchoolNames(UI_MESSAGES.adminSchoolListFailed, isTe);
  const ownSchools = useMemo(() => schoolsOf(user.userRole), [user.userRole]);
  const schools = isTe ? (allSchools.data ?? NO_SCHOOLS) : ownSchools;
  const [storedId, setStoredId] = useState<number | null>(readSelectedSchoolId);

  const selectedSchool = schools.find((s) => s.id === storedId) ?? schools[0] ?? null;
  const selectedId = selectedSchool?.id ?? null;

  useEffect(() => {
    if (selectedId !== null && selectedId !== storedId) {
      storeSelectedSchoolId(selectedId);
      setStoredId(selectedId);
    }
  }, [selectedId, storedId]);

  const selectSchool = useCallback((id: number) => {
    storeSelectedSchoolId(id);
    setStoredId(id);
  }, []);

  const menuContext = useMemo<MenuContext>(
    () => ({ usertype: user.usertype, ...activeRolesAt(user, selectedId) }),
    [user, selectedId],
  );

  const value = useMemo<SchoolContextValue>(
    () => ({
      schools,
      selectedSchool,
      selectSchool,
      canChooseSchool: isTe || (user.multiSchoolAccess && schools.length > 1),
      loading: isTe && allSchools.isPending,
      menuContext,
    }),
    [schools, selectedSchool, selectSchool, isTe, user.multiSchoolAccess, allSchools.isPending, menuContext],
  );
  return <SchoolContext.Provider value={value}>{children}</SchoolContext.Provider>;
}

/** The selected school and the roles that follow from it; only valid in the staff area. */
export function useSchool(): SchoolContextValue {
  const value = useContext(SchoolContext);
  if (!value) throw new Error('useSchool must be used under SchoolProvider');
  return value;
}
