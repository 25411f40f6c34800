import type { AccessCase } from './access-declarations.js';

/** Who may call the school-search operations (issue 24), part of ACCESS in access-declarations.ts. */
export const SCHOOL_SEARCH_ACCESS: Record<string, readonly AccessCase[]> = {};
