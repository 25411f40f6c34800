import { SCHOOL_MESSAGES as M } from './messages.js';

/** What still refers to a school (GET api/schools/{id}/dependents). */
export interface SchoolDependentCounts {
  users: number;
  exportApplications: number;
  importApplications: number;
  invoices: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c" */
function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Why a school cannot be deleted, or null when nothing remains. A school is deleted only when no user,
 * export application, import application or invoice refers to it, so no history is lost.
 */
export function schoolDeletionBlocker(d: SchoolDependentCounts): string | null {
  const parts: string[] = [];
  if (d.users) parts.push(count(d.users, 'user', 'users'));
  if (d.exportApplications)
    parts.push(count(d.exportApplications, 'export application', 'export applications'));
  if (d.importApplications)
    parts.push(count(d.importApplications, 'import application', 'import applications'));
  if (d.invoices) parts.push(count(d.invoices, 'invoice', 'invoices'));
  return parts.length ? M.deleteBlocked(joinList(parts)) : null;
}
