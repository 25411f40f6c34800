/** Requests and answers of the home calls (issue 24; open-points 36). */
import { z } from 'zod';
import { HOME_ACTION_KINDS } from './home-actions.js';
import { HOME_CONTENT_MAX_LENGTH } from './home-content-rules.js';
import { HOME_MESSAGES as M } from './home-messages.js';

const MAX_INT = 2_147_483_647;
/** The content's version as the API sends it: an instant with microseconds, in UTC. */
const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET and PUT api/home/content answer: the sanitised HTML, its version and whether the reader may edit. */
export const homeContentSchema = z.object({
  html: z.string().describe('The content, sanitised with the allowlist of open-points 36'),
  lastUpdated: z.string().describe('The version: send it back with PUT (409 when it changed since)'),
  modifiedByName: z.string().nullable().describe('Who saved the content last (null for the first text)'),
  canEdit: z.boolean().describe('True for TE Admin, not read-only: the page offers Edit'),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** PUT api/home/content: the new HTML (sanitised by the server) and the version it was edited from. */
export const homeContentUpdateBodySchema = z.object({
  html: z
    .string({ error: M.contentRequired })
    .max(HOME_CONTENT_MAX_LENGTH, M.contentTooLong)
    .refine((v) => !v.includes('\u0000'), M.contentUnstorable)
    .describe('HTML; tags and attributes outside the allowlist are removed before it is stored'),
  lastUpdated: z
    .string({ error: M.versionInvalid })
    .regex(VERSION_PATTERN, M.versionInvalid)
    .describe('The lastUpdated the content was read with: 409 when it changed since'),
  modifiedBy: z.unknown().optional().describe('Accepted and ignored: the acting user comes from the session'),
});
export type HomeContentUpdateBody = z.input<typeof homeContentUpdateBodySchema>;

/** GET api/home/actions: ?schoolid= one school; without it every school (TE users only). */
export const homeActionsQuery = z.object({
  schoolid: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

/** One line of "Needs your action". */
export const homeActionLineSchema = z.object({
  kind: z.enum(HOME_ACTION_KINDS),
  count: z.number().int().nonnegative(),
  waitingLong: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('Imports only: how many of them have been at their status more than 14 days'),
  aidYearId: z
    .number()
    .int()
    .nullable()
    .describe('Reviews only: the oldest aid year with a sign-off still owed (the link opens it)'),
});
export type HomeActionLine = z.infer<typeof homeActionLineSchema>;

/** GET api/home/actions answer: the lines the reader's roles see, in the page's order. */
export const homeActionsSchema = z.object({
  schoolId: z.number().int().nullable().describe('The school counted, or null for every school'),
  today: day.describe("The programme's today the counts were taken on"),
  waitingLongBefore: day.describe('Import rows with a status date before this day are waiting long'),
  lines: z.array(homeActionLineSchema),
});
export type HomeActions = z.infer<typeof homeActionsSchema>;
