import * as z from 'zod/mini';

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
export const outboxQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
});

/** Where an outbox email stands: waiting for (another) attempt, sent, or given up after its retries. */
export const OUTBOX_EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** One email of GET api/outbox, newest first; instants are ISO 8601 strings. */
export const outboxEmailSchema = z.object({
  id: z.number().check(z.int()),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
