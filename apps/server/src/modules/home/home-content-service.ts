import {
  type HomeContent,
  type homeContentUpdateBodySchema,
  isWritingTeAdmin,
  type SessionUser,
} from '@exchange/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as repo from './home-content-repo.js';
import { sanitizeHomeHtml } from './home-sanitize.js';

/** The version of content that was never saved (its row missing): a save from it creates the row. */
const NEVER_SAVED = '1970-01-01T00:00:00.000000Z';

function answerOf(user: SessionUser, stored: repo.StoredHomeContent | undefined): HomeContent {
  return {
    // Sanitised again on the way out: a row written by hand or by an older allowlist is never served raw.
    html: sanitizeHomeHtml(stored?.html ?? ''),
    lastUpdated: stored?.lastUpdated ?? NEVER_SAVED,
    modifiedByName: stored?.modifiedByName ?? null,
    canEdit: isWritingTeAdmin(user),
  };
}

/** GET api/home/content: the sanitised content and whether the reader may edit it. */
export async function readContent(db: DbOrTx, user: SessionUser): Promise<HomeContent> {
  return answerOf(user, await repo.readHomeContent(db));
}

/**
 * PUT api/home/content: the sanitised HTML stored in one transaction (the trigger records it in the Admin
 * change log); 409 when the content changed since the client read it. Sending the text already stored
 * changes nothing, so it overwrites no one's edit: it answers the stored content whatever its version.
 */
export async function updateContent(
  db: Db,
  config: AppConfig,
  actor: Actor,
  body: z.output<typeof homeContentUpdateBodySchema>,
): Promise<HomeContent> {
  const html = sanitizeHomeHtml(body.html);
  const now = config.now?.() ?? new Date();
  return inTransaction(db, actor.user.id, async (tx) => {
    const stored = await repo.readHomeContent(tx, { lock: true });
    if (stored && sanitizeHomeHtml(stored.html) === html) return answerOf(actor.user, stored);
    if ((stored?.lastUpdated ?? NEVER_SAVED) !== body.lastUpdated) throw conflict();
    await repo.writeHomeContent(tx, html, actor.user.id, now);
    return answerOf(actor.user, await repo.readHomeContent(tx));
  });
}
