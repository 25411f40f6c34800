import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testGatewayCharges, testGatewayTokens } from '../../db/schema/shared-limits.js';

/** Rows of used tokens and old charges deleted by one charge at most: a short statement, however many. */
const CLEANUP_BATCH = 1_000;

/**
 * The gateway's memory, in the database (migration 0018): the provider is one service for every server,
 * so a token taken or a charge approved through one server counts through all (issue 33).
 */
export function testGatewayLedger(db: Db, duplicateWindowMs: number) {
  return {
    /** Forgets tokens past their lifetime and charges past the duplicate window, a bounded batch each. */
    async forgetOld(at: number) {
      await db.execute(sql`delete from test_gateway_tokens where ctid in (
        select ctid from test_gateway_tokens where expires_at <= ${new Date(at)} limit ${CLEANUP_BATCH})`);
      await db.execute(sql`delete from test_gateway_charges where ctid in (
        select ctid from test_gateway_charges
        where charged_at <= ${new Date(at - duplicateWindowMs)} limit ${CLEANUP_BATCH})`);
    },
    /** Takes a token for good; false when it was taken before (by any server). */
    async takeToken(nonce: string, expiresAt: number) {
      const taken = await db
        .insert(testGatewayTokens)
        .values({ nonce, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ nonce: testGatewayTokens.nonce });
      return taken.length === 1;
    },
    /** Whether a charge of this key was approved within the duplicate window before `at`. */
    async chargedRecently(key: string, at: number) {
      const found = await db
        .select({ key: testGatewayCharges.chargeKey })
        .from(testGatewayCharges)
        .where(
          and(
            eq(testGatewayCharges.chargeKey, key),
            gt(testGatewayCharges.chargedAt, new Date(at - duplicateWindowMs)),
          ),
        );
      return found.length > 0;
    },
    /**
     * Records an approved charge unless one of the same key is inside the window: false when another
     * request (on any server) recorded it first, so two charges at once cannot both be approved.
     */
    async recordCharge(key: string, at: number) {
      const recorded = await db
        .insert(testGatewayCharges)
        .values({ chargeKey: key, chargedAt: new Date(at) })
        .onConflictDoUpdate({
          target: testGatewayCharges.chargeKey,
          set: { chargedAt: new Date(at) },
          setWhere: lte(testGatewayCharges.chargedAt, new Date(at - duplicateWindowMs)),
        })
        .returning({ key: testGatewayCharges.chargeKey });
      return recorded.length === 1;
    },
  };
}
