/**
 * The import reads of 2-applications §7: a school's import, transfer and closed lists, the quick view,
 * and one import row for the detail screens. Reading follows the import side's roles at the school,
 * read-only included (§6); the routes decide that before anything else and the service checks again.
 */
import {
  ACTIVE_AID_YEARS_FILTER_ID,
  APPLICATION_STATUS,
  type ApplicationScreen,
  canEditApplications,
  canViewApplications,
  type ImportListKind,
  type ImportListQuery,
  type ImportListRow,
  type ImportQuickView,
  importListSchema,
  importStatusName,
  APPLICATION_MESSAGES as M,
  type RuleContext,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { readListVersion } from '../../db/list-versions-repo.js';
import type { KeptAnswer } from '../../platform/kept-lists/kept-answers.js';
import { keptAnswer, keptLists } from '../../platform/kept-lists/kept-lists.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { importContext, toImportRows } from './import-rows.js';
import * as repo from './imports-repo.js';

/** The screen each list is shown on. */
const LIST_SCREENS: Readonly<Record<ImportListKind, ApplicationScreen>> = {
  [APPLICATION_STATUS.OPEN]: 'list',
  [APPLICATION_STATUS.TRANSFER]: 'transfer',
  [APPLICATION_STATUS.CLOSED]: 'closed',
};

/**
 * Whether the list's "All Import Statuses" leaves out Withdrawn, Transferred and Graduated: the open and
 * transfer lists have that filter (open-points 11); the closed list has no status filter (§2) and shows
 * every closed row, which are mostly at those statuses.
 */
const HIDES_BY_DEFAULT: Readonly<Record<ImportListKind, boolean>> = {
  [APPLICATION_STATUS.OPEN]: true,
  [APPLICATION_STATUS.TRANSFER]: true,
  [APPLICATION_STATUS.CLOSED]: false,
};

/** The spec's "none" sentence of each list (§8). */
const NONE_MESSAGES: Readonly<Record<ImportListKind, (school: string) => string>> = {
  [APPLICATION_STATUS.OPEN]: M.noImports,
  [APPLICATION_STATUS.TRANSFER]: M.noTransferImports,
  [APPLICATION_STATUS.CLOSED]: M.noClosedImports,
};

/** The reader's context at the import school; 403 unless they may read its imports. */
function readerContext(config: AppConfig, actor: Actor, schoolId: number, screen: ApplicationScreen) {
  const context = importContext(config, actor, schoolId, screen);
  if (!canViewApplications(context.access, 'import')) throw forbidden();
  return context;
}

/** 404 with the list's "There are no … imports for {school}." (no sentence for an unknown school). */
async function noneOnList(db: DbOrTx, schoolId: number, kind: ImportListKind) {
  const name = await repo.findSchoolName(db, schoolId);
  return notFound(name === undefined ? undefined : NONE_MESSAGES[kind](name));
}

/** 404 for a list that came out empty: the filters left none, or the school has none on it at all. */
async function noneMatching(db: DbOrTx, schoolId: number, kind: ImportListKind) {
  if (await repo.hasImportRows(db, schoolId, kind)) return notFound(M.noImportsMatching);
  return noneOnList(db, schoolId, kind);
}

/**
 * A school's import list rows, kept per server while the school's import list counter (migration 0008)
 * is unchanged. The key holds every filter the rows depend on (hideByDefault too, though today it follows
 * the kind), and today only when "Active Aid Years" reads it.
 */
const importLists = keptLists({
  name: 'import',
  version: (db, f: repo.ImportListFilter) => readListVersion(db, 'import', f.schoolId),
  key: (f) => {
    const day = f.aidYearId === ACTIVE_AID_YEARS_FILTER_ID ? f.today : '';
    return `${f.schoolId}|${f.kind}|${f.aidYearId}|${f.importStatusId}|${f.hideByDefault}|${day}`;
  },
  read: repo.listImportRows,
  // A row's record and its share of the rendered answers (the busiest closed list: ~1,800 rows, 2 MB).
  bytesPerRecord: 2048,
});

/**
 * What the rendered answer depends on besides the rows: the screen, today, and the reader's access as the
 * import rules read it (allowed-statuses.ts, allowed-actions.ts ask only whether the reader may view and
 * may change the side's rows), so every editor of a school shares one answer and every read-only reader
 * another, whatever their exact roles.
 */
function readerKey(context: RuleContext<'import'>): string {
  const view = canViewApplications(context.access, 'import');
  const edit = canEditApplications(context.access, 'import');
  return `${context.screen}|${context.today}|${view}|${edit}`;
}

/**
 * An import list of a school (OPEN, TRANSFER or CLOSED applications) with the filters, newest application
 * first, as its JSON answer (importListSchema); 404 with the list's sentence when none match, filters
 * included (docs/decisions/platform.md "Empty lists"). The rows are kept per server while unchanged and
 * the answer per kind of reader (platform/kept-lists), with its compressed encodings once asked for.
 */
export async function listImportsJson(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  query: ImportListQuery,
): Promise<KeptAnswer> {
  const kind = query.appstatus;
  const context = readerContext(config, actor, schoolId, LIST_SCREENS[kind]);
  const list = await importLists.fresh(db, {
    schoolId,
    kind,
    aidYearId: query.aidyear,
    importStatusId: query.importstatus,
    hideByDefault: HIDES_BY_DEFAULT[kind],
    today: context.today,
  });
  if (list.records.length === 0) throw await noneMatching(db, schoolId, kind);
  return keptAnswer(list, readerKey(context), () =>
    JSON.stringify(importListSchema.parse(toImportRows(list.records, context))),
  );
}

/**
 * How many of the school's rows on a list are at each import status; 404 with the list's sentence when the
 * list is empty (no status has a row: the quick view never answers a count of 0).
 */
export async function getImportQuickView(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  kind: ImportListKind,
): Promise<ImportQuickView> {
  readerContext(config, actor, schoolId, LIST_SCREENS[kind]);
  const counts = await repo.countImportStatuses(db, schoolId, kind);
  if (counts.length === 0) throw await noneOnList(db, schoolId, kind);
  return counts.map((c) => ({ ...c, importStatusName: importStatusName(c.importStatus) }));
}

/** One import row of the school for the detail screens, with the reader's choices; 404 when not there. */
export async function getImportRow(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  schoolId: number,
): Promise<ImportListRow> {
  const context = readerContext(config, actor, schoolId, 'detail');
  const record = await repo.findImportRow(db, applicationId, schoolId);
  if (!record) throw notFound(M.importRowNotFound);
  return toImportRows([record], context)[0]!;
}
