import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every server on the database (migration 0018, issue 33): one row per bucket
 * (a rate-limited route) and address, whose one-minute window opens with its first request; a single
 * upsert counts a request or opens the next window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: varchar({ length: 200 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.bucket, t.address] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
    check('rate_limit_counters_hits_chk', sql`${t.hits} >= 1`),
  ],
);

/** Tokens the built-in test gateway has taken, until they would have expired anyway (single use). */
export const testGatewayTokens = pgTable(
  'test_gateway_tokens',
  {
    nonce: varchar({ length: 22 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('test_gateway_tokens_expires_idx').on(t.expiresAt)],
);

/** The test gateway's approved charges by card, amount and invoice, for its 120 s duplicate window. */
export const testGatewayCharges = pgTable(
  'test_gateway_charges',
  {
    chargeKey: varchar({ length: 200 }).primaryKey(),
    chargedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('test_gateway_charges_at_idx').on(t.chargedAt)],
);
