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

/** Where an outbox email stands: waiting for (another) attempt, sent, or given up after its retries. */
export const OUTBOX_EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** One email of GET api/outbox, newest first; instants are ISO 8601 strings. */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
