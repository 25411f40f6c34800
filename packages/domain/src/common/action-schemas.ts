import { z } from 'zod';

/** How an action appears on a screen: usable, shown but not usable, or not shown (allowed-actions.ts). */
export const actionStateSchema = z.enum(['enabled', 'disabled', 'hidden']);
export type ActionState = z.output<typeof actionStateSchema>;

/** What the user may do with an export row or application, sent by the server (allowedActions). */
export const exportRowActionsSchema = z.object({
  view: actionStateSchema,
  editStatus: actionStateSchema,
  editApplication: actionStateSchema,
  delete: actionStateSchema,
});

/** What the user may do with an import row, sent by the server (allowedActions). */
export const importRowActionsSchema = z.object({
  view: actionStateSchema,
  editStatus: actionStateSchema,
  editProgram: actionStateSchema,
  editStudentClassification: actionStateSchema,
  extendEligibility: actionStateSchema,
  addSummerTerm: actionStateSchema,
  removeSummerTerm: actionStateSchema,
});
