import type { AccessCase } from './access-declarations.js';

/** Who may call the home operations (issue 24), part of ACCESS in access-declarations.ts. */
export const HOME_ACCESS: Record<string, readonly AccessCase[]> = {};
