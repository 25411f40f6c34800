// Measures the list queries and API calls on the current database (run `npm run seed:scale` first):
//   npm run bench            (DATABASE_URL, or the PGlite directory DATA_DIR, default ./data)
// Prints median and p95 milliseconds per scenario, then the throughput of the screens' reads at 50
// concurrent clients beside the bare SQL (BENCH_SECONDS per run, default 10; BENCH_THROUGHPUT=0 skips),
// the sign-in page's transferred bytes, and Lighthouse's mobile scores of the public pages (issue 24: it
// needs the built web app, `npm run build`; a missed target prints a FAIL line and the run exits 1);
// writes bench/results/<timestamp>.json. BENCH_ONLY=<text> runs only the scenarios whose name contains
// the text (and skips the sign-in page measurement), e.g. BENCH_ONLY=lighthouse runs only Lighthouse.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APPLICATION_STATUS, CHANGE_LOG_TYPES, IMPORT_ENROLLED_STATUSES, ROLE } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { queryRows } from '../../apps/server/src/db/query-rows.js';
import { API_SCENARIOS, signInCookie } from './scenarios/api-scenarios.js';
import { measureSignInTransfer, type SignInTransfer } from './scenarios/asset-transfer.js';
import { benchInvoicePdf, describeInvoicePdfBench } from './scenarios/invoice-pdf-bench.js';
import { type LighthouseResult, printLighthouse, runLighthouse } from './scenarios/lighthouse.js';
import { lighthousePages } from './scenarios/lighthouse-targets.js';
import { benchReportDownload } from './scenarios/report-download-bench.js';
import { SQL_SCENARIOS } from './scenarios/sql-scenarios.js';
import { THROUGHPUT_SCENARIOS } from './scenarios/throughput-scenarios.js';
import {
  captureScenarioStatements,
  loadScenarios,
  printThroughput,
  replayScenarios,
  type ThroughputResult,
} from './throughput/run-throughput.js';
import { startServer } from './throughput/server-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const THROUGHPUT_TARGETS = new Map(THROUGHPUT_SCENARIOS.map((s) => [s.name, s.target]));

interface Result {
  name: string;
  rows?: number;
  medianMs: number;
  p95Ms: number;
  error?: string;
}

async function time(work: () => Promise<number | undefined>): Promise<Result & { name: '' }> {
  await work(); // warm-up: plans and caches
  const samples: number[] = [];
  let rows: number | undefined;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    rows = await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(2));
  return { name: '', rows, medianMs: at(0.5), p95Ms: at(0.95) };
}

/** The busiest import school: the worst case for the school-scoped lists. */
async function busiestSchool(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select import_school_id as id from application_schools group by import_school_id order by count(*) desc limit 1`,
  );
  return Number(rows[0]?.id ?? 1);
}

/** An active primary TELO of the school (the busiest import school's liaison reads its import lists). */
async function primaryTeloOf(db: Awaited<ReturnType<typeof openDatabase>>['db'], schoolId: number) {
  const [telo] = await queryRows<{ email: string }>(
    db,
    sql`select u.email from user_roles r join users u on u.id = r.user_id
        where r.school_id = ${schoolId} and r.role_id = ${ROLE.PRIMARY_TELO} and u.active limit 1`,
  );
  return telo?.email ?? 'admin@example.org';
}

/** BENCH_ONLY: run only the scenarios whose name contains it (case-insensitive), e.g. "api/import". */
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const chosen = <T extends { name: string }>(list: readonly T[]) =>
  ONLY ? list.filter((s) => s.name.toLowerCase().includes(ONLY)) : list;

/** The aid year in progress today, else the latest one. */
async function currentAidYear(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from aid_years order by (current_date between aidyearbegindate and aidyearenddate) desc, aidyearbegindate desc limit 1`,
  );
  return Number(rows[0]?.id ?? 1);
}

/**
 * The busiest export school (the most open and transfer applications: its default Export Applications
 * list), its primary TELO, and its open application with the most import schools (the detail read).
 */
async function busiestExportSchool(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const live = [APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER];
  const [school] = await queryRows<{ id: number }>(
    db,
    sql`select export_school_id as id from student_applications
        where application_status in (${live[0]}, ${live[1]})
        group by export_school_id order by count(*) desc, export_school_id limit 1`,
  );
  const exportSchoolId = Number(school?.id ?? 1);
  const [application] = await queryRows<{ id: number }>(
    db,
    sql`select a.id from student_applications a
        where a.export_school_id = ${exportSchoolId} and a.application_status in (${live[0]}, ${live[1]})
        order by (select count(*) from application_schools s where s.application_id = a.id) desc, a.id desc
        limit 1`,
  );
  return {
    exportSchoolId,
    exportTeloEmail: await primaryTeloOf(db, exportSchoolId),
    exportApplicationId: Number(application?.id ?? 1),
  };
}

/** The school with the most invoices, and the invoice with the most lines (the largest PDF). */
async function busiestInvoices(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [school] = await queryRows<{ id: number }>(
    db,
    sql`select school_id as id from invoices group by school_id order by count(*) desc, school_id limit 1`,
  );
  const [invoice] = await queryRows<{ id: number }>(
    db,
    sql`select invoice_id as id from invoice_lines group by invoice_id order by count(*) desc, invoice_id limit 1`,
  );
  return { invoiceSchoolId: Number(school?.id ?? 1), largestInvoiceId: Number(invoice?.id ?? 1) };
}

/**
 * The busiest school of the reports whose rows few schools have (issue 23): the most students enrolled
 * or on leave, and the most TELO-account and enrollment-review changes over the last year.
 */
async function busiestReportSchools(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const top = async (query: SQL) => Number((await queryRows<{ id: number }>(db, query))[0]?.id ?? 1);
  const logs = (type: string) =>
    sql`select school_id as id from change_log where log_type = ${type} and school_id is not null
        and modified_at > now() - interval '1 year' group by 1 order by count(*) desc, 1 limit 1`;
  return {
    enrolledSchoolId: await top(
      sql`select import_school_id as id from application_schools
          where import_status_id in (${sql.join(
            IMPORT_ENROLLED_STATUSES.map((id) => sql`${id}`),
            sql`, `,
          )}) or leave_of_absence_begin is not null
          group by 1 order by count(*) desc, 1 limit 1`,
    ),
    teloLogSchoolId: await top(logs(CHANGE_LOG_TYPES.telo)),
    reviewLogSchoolId: await top(logs(CHANGE_LOG_TYPES.enrollmentReview)),
  };
}

/** The demo student's student record. */
async function demoStudent(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from students s join users u on u.id = s.user_id where u.email = 'student@example.com'`,
  );
  return Number(rows[0]?.id ?? 1);
}

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
  const database = await openDatabase(url ? { url } : { dataDir });
  await runMigrations(database);
  const [counts] = await queryRows<{ applications: number; rows: number }>(
    database.db,
    sql`select (select count(*) from student_applications)::int as applications, (select count(*) from application_schools)::int as rows`,
  );
  console.log(`Data set: ${JSON.stringify(counts)} (${url ? 'PostgreSQL' : `PGlite ${dataDir}`})`);
  const schoolId = await busiestSchool(database.db);
  const ids = {
    schoolId,
    importTeloEmail: await primaryTeloOf(database.db, schoolId),
    aidYearId: await currentAidYear(database.db),
    studentId: await demoStudent(database.db),
    ...(await busiestExportSchool(database.db)),
    ...(await busiestInvoices(database.db)),
    ...(await busiestReportSchools(database.db)),
  };
  console.log(`Bench ids: ${JSON.stringify(ids)}`);
  const results: Result[] = [];
  for (const s of chosen(SQL_SCENARIOS)) {
    const r = await time(async () => (await queryRows(database.db, s.query(schoolId))).length);
    results.push({ ...r, name: `SQL  ${s.name}` });
  }
  const app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: '/nonexistent' },
    db: database.db,
  });
  await app.ready();
  for (const s of chosen(API_SCENARIOS)) {
    const cookie = await s.signIn(app, ids);
    const url = s.url(ids);
    try {
      const r = await time(async () => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        // A download (the invoice PDF) is measured by its bytes; a JSON list by its rows.
        if (!String(res.headers['content-type']).includes('json')) return res.rawPayload.length;
        const body = res.json();
        // A report page counts the rows it matched in all.
        return Array.isArray(body) ? body.length : typeof body?.total === 'number' ? body.total : undefined;
      });
      results.push({ ...r, name: `API  ${s.name}` });
    } catch (err) {
      // A call a later issue opens to this user is reported, not fatal to the rest of the run.
      const error = err instanceof Error ? err.message : String(err);
      results.push({ name: `API  ${s.name}`, medianMs: Number.NaN, p95Ms: Number.NaN, error });
    }
  }
  // Issue 23: a download of 100,000 rows (the Tuition Report of every school and year: 101,753 rows at
  // scale) as Excel and as CSV: its time, and the process's peak memory growth in the rows column.
  for (const format of ['xlsx', 'csv'] as const) {
    const name = `DOWNLOAD Tuition Report, All Schools, ${format} (rows: MB of peak memory growth)`;
    if (ONLY && !name.toLowerCase().includes(ONLY)) continue;
    const cookie = await signInCookie(app, 'admin@example.org');
    const runs: Awaited<ReturnType<typeof benchReportDownload>>[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++)
      runs.push(await benchReportDownload(app, cookie, `/api/report/tuition/download?format=${format}`));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    results.push({
      name,
      medianMs: times[Math.floor(times.length / 2)]!,
      p95Ms: times[times.length - 1]!,
      rows: Math.round(Math.max(...runs.map((r) => r.rssGrowthMb))),
    });
  }
  // Issue 22: a 200-line participation invoice renders to PDF in <= 500 ms (no database: the renderer alone);
  // a miss prints a FAIL line at the end and the run exits 1.
  let pdfVerdict: ReturnType<typeof describeInvoicePdfBench> | undefined;
  if (!ONLY || 'pdf invoice 200 lines'.includes(ONLY)) {
    const pdf = await benchInvoicePdf(RUNS);
    pdfVerdict = describeInvoicePdfBench(pdf);
    results.push({
      name: 'PDF  invoice of 200 lines (rows: pages)',
      medianMs: pdf.median,
      p95Ms: pdf.p95,
      rows: pdf.pages,
    });
  }
  const throughputOn = process.env.BENCH_THROUGHPUT !== '0';
  const { captured, skipped } = throughputOn
    ? await captureScenarioStatements(app, database, ids, ONLY)
    : { captured: new Map(), skipped: new Map<string, string>() };
  await app.close();
  const replayed = await replayScenarios(database, url, captured);
  await database.close();
  console.table(results);

  let transfer: SignInTransfer | { error: string } | undefined;
  const measureTransfer = async (baseUrl: string) => {
    try {
      transfer = await measureSignInTransfer(baseUrl);
    } catch (err) {
      transfer = { error: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
    }
  };
  // Issue 24: Lighthouse over the public pages, on the server the throughput runs start (else its own).
  const pages = lighthousePages(ids.schoolId).filter(
    (page) => !ONLY || `lighthouse ${page.name}`.includes(ONLY),
  );
  let lighthouse: LighthouseResult[] | { error: string } | undefined;
  const measureLighthouse = async (baseUrl: string) => {
    if (!pages.length) return;
    try {
      lighthouse = await runLighthouse(baseUrl, pages);
    } catch (err) {
      lighthouse = { error: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
    }
  };
  const afterLoad = async (baseUrl: string) => {
    if (!ONLY) await measureTransfer(baseUrl);
    await measureLighthouse(baseUrl);
  };
  const only = new Set(captured.keys());
  const loaded = throughputOn ? await loadScenarios({ url, dataDir }, ids, only, afterLoad) : new Map();
  if (!throughputOn && pages.length) {
    const server = await startServer({ url, dataDir });
    try {
      await measureLighthouse(server.baseUrl);
    } finally {
      await server.stop();
    }
  }
  const throughput: ThroughputResult[] = [...loaded].map(([name, api]) => {
    const sql = replayed.get(name)!;
    return { name, api, ...sql, target: THROUGHPUT_TARGETS.get(name)! };
  });
  if (throughput.length) printThroughput(throughput);
  for (const [name, why] of skipped) console.log(`Throughput not measured: ${name} (${why})`);
  if (transfer) {
    console.log(
      'error' in transfer
        ? `\nSign-in page transfer: not measured (${transfer.error})`
        : `\nSign-in page transfer: ${(transfer.totalBytes / 1024).toFixed(0)} KB in ${transfer.requests} requests (budget ≤ 170 KB)`,
    );
  }
  if (pdfVerdict) console.log(`\n${pdfVerdict.line}`);
  let lighthousePassed = true;
  if (lighthouse && 'error' in lighthouse) {
    console.log(`\nFAIL Lighthouse: not measured (${lighthouse.error})`);
    lighthousePassed = false;
  } else if (lighthouse) {
    lighthousePassed = printLighthouse(lighthouse);
  }
  const dir = resolve(import.meta.dirname, '../results');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        counts,
        ...ids,
        runs: RUNS,
        results,
        throughput,
        throughputSkipped: Object.fromEntries(skipped),
        signInTransfer: transfer,
        lighthouse,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${file}`);
  if (!lighthousePassed || pdfVerdict?.passed === false) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
