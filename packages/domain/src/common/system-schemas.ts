import { z } from 'zod';

/** The answer of GET api/health: the server and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** The public configuration of GET api/config. */
export const portalConfigSchema = z.object({
  programName: z.string(),
  /** The programme time zone: "today" of every calendar-day rule (open-points 1). */
  programTimeZone: z.string(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** The query of GET api/outbox: how many of the latest emails to list. */
export const outboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
