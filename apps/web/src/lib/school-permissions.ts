import { isAllowedAtSchool, isWritingTeAdmin, type SchoolPermission } from '@exchange/domain';
import { useSchool } from './school-context';

/** True when the active roles at the selected school allow the permission (1-core §6). */
export function useSchoolPermission(permission: SchoolPermission, mode: 'read' | 'write'): boolean {
  const { menuContext, selectedSchool } = useSchool();
  return selectedSchool !== null && isAllowedAtSchool(menuContext, permission, mode);
}

/** True for a TE user holding TE Admin without read-only: the one who changes TE users. */
export function useIsWritingTeAdmin(): boolean {
  const { menuContext } = useSchool();
  return isWritingTeAdmin(menuContext);
}
