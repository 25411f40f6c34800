// The architecture boundaries (docs/architecture.md "What the machine checks": domain values, thin layers, features
// apart, one writer per table, no import circles, fixtures with the tests, rules apart from contracts),
// checked on the TypeScript syntax tree so comments and message text never count and nothing depends on
// formatting.
import { posix } from 'node:path';
import ts from 'typescript';
import { importCircles, importGraph } from './import-graph.js';
import { findTableWrites, type TableNames, tablesOfSchema } from './table-writes.js';

/** Rules decided by one file alone. */
export type FileRuleId =
  | 'feature-imports-feature'
  | 'plugin-imports-module'
  | 'module-reaches-repo'
  | 'sql-outside-repo'
  | 'domain-value-compared'
  | 'table-written-outside-owner'
  | 'rule-imports-contract';
/** Rules decided over the whole import graph. */
export type RepoRuleId = 'import-circle' | 'fixture-outside-tests';
export type RuleId = FileRuleId | RepoRuleId;

/** One broken boundary: where, which rule, and what to do about it. */
export interface Violation {
  file: string;
  line: number;
  rule: RuleId;
  detail: string;
}

/** How to fix each rule, printed with every violation. */
export const RULE_FIXES: Record<RuleId, string> = {
  'feature-imports-feature':
    'web features do not import each other: move the shared piece to apps/web/src/lib or components (or packages/domain) and let the app shell combine features',
  'plugin-imports-module':
    'plugins sit below modules: move what the plugin needs into apps/server/src/platform (or db) and let the module use it from there',
  'module-reaches-repo':
    "a server module reaches another only through that module's service (*-service.ts): move the function into the owning module's service (or, when every module needs it, into apps/server/src/platform) and call it there",
  'sql-outside-repo':
    "SQL lives only in *-repo.ts files: move the query into the module's repo and call the repo function",
  'domain-value-compared':
    'status ids, role ids and user-type strings are compared only in packages/domain: use (or add) a named predicate or constant of @exchange/domain',
  'table-written-outside-owner':
    "a table is written (insert, update, delete) only by its owning repo (TABLE_OWNERS in scripts/boundaries/boundary-rules.ts): move the write into the owner's repo and call it through the owning module's service (*-service.ts); a new table gets its owner in TABLE_OWNERS",
  'import-circle':
    'no file may reach itself through imports (type-only ones too): move what both sides share (a type, a constant, a small helper) into its own file that imports neither',
  'fixture-outside-tests':
    'test fixtures (files named fixture/sample/fake/stub, or imported only by tests) live under a test path (*.test.ts(x), apps/server/src/test/, apps/web/src/test/, packages/domain/src/test/, e2e/): move the file there and import it from the tests',
  'rule-imports-contract':
    'domain rules never import the API contracts (packages/domain/src/api/, *-endpoints.ts): move the shared schema or type into the rule folder and let the contract import it',
};

/**
 * The one repo file that writes each table (docs/architecture.md "The floors": one owner per table's writes); other modules
 * reach it through the owning module's service. null: no server code writes the table (a catalogue
 * written by the migrations and the seed, or a table only triggers fill). Tests, seed and migrations
 * write anything.
 */
export const TABLE_OWNERS: Record<string, string | null> = {
  academic_terms: null,
  aid_years: 'apps/server/src/modules/settings/aid-year-settings-repo.ts',
  application_schools: 'apps/server/src/modules/imports/import-rows-repo.ts',
  card_payment_attempts: 'apps/server/src/modules/billing/invoice-writes-repo.ts',
  change_log: null, // written only by the change-log triggers (migrations)
  contact_types: null,
  countries: null,
  daily_digest_runs: 'apps/server/src/modules/emails/daily-digest-repo.ts',
  eligibility_usages: 'apps/server/src/modules/imports/import-writes-repo.ts',
  eligible_programs: null,
  email_outbox: 'apps/server/src/platform/outbox/outbox-repo.ts',
  email_outbox_attachments: 'apps/server/src/platform/outbox/outbox-repo.ts',
  enrollment_fee_types: null,
  enrollment_reviews: 'apps/server/src/modules/enrollment-reviews/enrollment-review-repo.ts',
  export_list_versions: null, // raised by triggers (migration 0006)
  export_statuses: null,
  fee_frequencies: null,
  fee_types: null,
  home_content: 'apps/server/src/modules/home/home-content-repo.ts',
  import_list_versions: null, // raised by triggers (migration 0008)
  import_statuses: null,
  invoice_lines: 'apps/server/src/modules/billing/invoice-writes-repo.ts',
  invoice_list_versions: null, // raised by triggers (migration 0010)
  invoice_payments: 'apps/server/src/modules/billing/invoice-writes-repo.ts',
  invoices: 'apps/server/src/modules/billing/invoice-writes-repo.ts',
  login_failures: 'apps/server/src/modules/auth/auth-repo.ts',
  participation_types: null,
  password_resets: 'apps/server/src/modules/auth/auth-repo.ts',
  payment_types: null,
  rate_limit_counters: 'apps/server/src/modules/school-search/school-search-rate-limit-repo.ts',
  region_types: null,
  roles: null,
  scholarship_offerings: null,
  school_aid_year_eligible_programs: 'apps/server/src/modules/school-aid-years/school-aid-years-repo.ts',
  school_aid_year_enrollment_fees: 'apps/server/src/modules/school-aid-years/school-aid-years-repo.ts',
  school_aid_year_student_categories: 'apps/server/src/modules/school-aid-years/school-aid-years-repo.ts',
  school_aid_years: 'apps/server/src/modules/school-aid-years/school-aid-years-repo.ts',
  school_contacts: 'apps/server/src/modules/schools/school-details-repo.ts',
  school_participation_types: 'apps/server/src/modules/schools/school-details-repo.ts',
  schools: 'apps/server/src/modules/schools/schools-repo.ts',
  sessions: 'apps/server/src/platform/sessions/session-repo.ts',
  settings: 'apps/server/src/modules/settings/fee-settings-repo.ts',
  states: null,
  student_applications: 'apps/server/src/modules/students/student-applications-repo.ts',
  student_categories: null,
  students: 'apps/server/src/modules/students/students-repo.ts',
  test_gateway_charges: 'apps/server/src/platform/payments/test-gateway-repo.ts',
  test_gateway_tokens: 'apps/server/src/platform/payments/test-gateway-repo.ts',
  training_uploads: 'apps/server/src/modules/training/training-repo.ts',
  user_roles: 'apps/server/src/modules/users/users-repo.ts',
  users: 'apps/server/src/modules/users/users-repo.ts',
  year_end_closes: 'apps/server/src/modules/imports/year-end-close-repo.ts',
};

/** Writers besides the owner, each with its reason; keep it empty (move the write instead). */
export const SHARED_TABLE_WRITERS: { table: string; file: string; reason: string }[] = [];

const SERVER = 'apps/server/src/';
const WEB_FEATURES = 'apps/web/src/features/';
const DOMAIN = 'packages/domain/src/';
const SCHEMA = `${SERVER}db/schema/`;

/** The test folders: test setup, helpers and fixtures of each package, and the browser tests. */
export const TEST_DIRS = [`${SERVER}test/`, 'apps/web/src/test/', `${DOMAIN}test/`, 'e2e/'];

/**
 * Test paths: test files (`*.test.ts`, `*.test.tsx`) and everything under a package's test folder
 * (TEST_DIRS). Tests and their fixtures may state stored values and set up data directly.
 */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || TEST_DIRS.some((dir) => file.startsWith(dir));
}

/** A file whose name says it is a test fixture: fixture, sample, fake or stub as a word of its name. */
const FIXTURE_NAME = /(?:^|[-.])(?:fixtures?|samples?|fakes?|stubs?)(?:[-.])/i;

/** Table definitions, migrations and seed data: where the stored values are written down. */
function isStoredData(file: string): boolean {
  return /^apps\/server\/src\/db\/(?:schema|migrations|seed)\//.test(file);
}

/**
 * Where each rule applies (repo-relative paths; the scan reads apps/server/src, apps/web/src and
 * packages/domain/src).
 * - Feature imports: every file of a web feature, tests too.
 * - Plugin imports: plugin code; plugin tests build the whole app and may reach anything.
 * - Module reaches: server module code (apps/server/src/modules/<module>/); tests set up their data
 *   directly and may reach another module's repo.
 * - SQL: the whole server except the database layer itself (db/: schema, migrations, seed, client and
 *   transaction helpers) and tests; a repo file (`*-repo.ts`) is where SQL belongs.
 * - Compared values: server and web sources except tests and the schema, migrations and seed data,
 *   whose check constraints and rows spell out the stored values; not packages/domain, where the values
 *   live (e2e and bench, which drive the app from outside, are not scanned at all).
 * - Table writes: server code except tests, seed and migrations (which set up any data).
 * - Import circles: every scanned file, tests too, type-only imports too.
 * - Fixtures: every scanned file outside the test paths (isTestFile).
 * - Contracts: the domain outside api/ and its index (which exports the contracts with the rules).
 */
export const RULE_SCOPES: Record<RuleId, (file: string) => boolean> = {
  'feature-imports-feature': (f) => f.startsWith(WEB_FEATURES),
  'plugin-imports-module': (f) => f.startsWith(`${SERVER}plugins/`) && !isTestFile(f),
  'module-reaches-repo': (f) => f.startsWith(`${SERVER}modules/`) && !isTestFile(f),
  'sql-outside-repo': (f) =>
    f.startsWith(SERVER) && !f.startsWith(`${SERVER}db/`) && !isTestFile(f) && !f.endsWith('-repo.ts'),
  'domain-value-compared': (f) =>
    (f.startsWith(SERVER) || f.startsWith('apps/web/src/')) && !isStoredData(f) && !isTestFile(f),
  'table-written-outside-owner': (f) =>
    f.startsWith(SERVER) && !isTestFile(f) && !/^apps\/server\/src\/db\/(?:seed|migrations)\//.test(f),
  'import-circle': () => true,
  'fixture-outside-tests': (f) => !isTestFile(f),
  'rule-imports-contract': (f) =>
    f.startsWith(DOMAIN) && !f.startsWith(`${DOMAIN}api/`) && f !== `${DOMAIN}index.ts` && !isTestFile(f),
};

const USER_TYPE_STRINGS = new Set(['TE', 'TELO', 'STUDENT']);
const APPLICATION_STATUS_STRINGS = new Set(['OPEN', 'TRANSFER', 'CLOSED']);
/**
 * Names that hold a status, role or user type. A bare `status`/`statusCode` is an HTTP status and is
 * left alone, so `error.status === 404` passes while `exportStatus !== 2` does not.
 */
const DOMAIN_VALUE_NAME =
  /(?:statusid|statusids|roleid|roleids|usertype|trainingcomplete|^(?:export|import|application|app)status|^role)$/i;
const DOMAIN_LIST_NAME = /(?:role|roles|rolelist|roleids|readonlylist|statuses|statusids|usertypes)$/i;
const SQL_CALLS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'with',
  '$count',
]);
const DB_HANDLE = /^(?:db|tx|trx|database)$/i;
/** A string that reads as a SQL statement (keywords in one case, so 'Select a school from…' is text). */
const RAW_SQL =
  /^\s*(?:select\s+(?:\d|\*|[\s\S]*\bfrom\s)|SELECT\s|insert\s+into\s|INSERT\s+INTO\s|update\s+[\w."]+\s+set\s|UPDATE\s+[\w."]+\s+SET\s|delete\s+from\s|DELETE\s+FROM\s|with\s+\w+\s+as\s*\(|WITH\s+\w+\s+AS\s*\(|(?:create|alter|drop)\s+(?:table|index|trigger|function)\s|(?:CREATE|ALTER|DROP)\s+(?:TABLE|INDEX|TRIGGER|FUNCTION)\s)/;

/** The name an expression reads from: `a.b.statusId` → statusId, `Number(x.roleId)` → roleId. */
function nameOf(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
    return node.argumentExpression.text;
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node))
    return nameOf(node.expression);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments[0])
    return ['Number', 'String'].includes(node.expression.text) ? nameOf(node.arguments[0]) : undefined;
  return undefined;
}

function stringValue(node: ts.Expression): string | undefined {
  return ts.isStringLiteralLike(node) ? node.text : undefined;
}

function isNumber(node: ts.Expression): boolean {
  return ts.isNumericLiteral(node) || (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand));
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

/** Why comparing `value` with `other` is a domain decision, or undefined when it is not one. */
function comparedDomainValue(value: ts.Expression, other: ts.Expression): string | undefined {
  const text = stringValue(value);
  if (text !== undefined && USER_TYPE_STRINGS.has(text)) return `user type '${text}' compared`;
  const name = nameOf(other);
  if (text !== undefined && APPLICATION_STATUS_STRINGS.has(text) && name && /status$/i.test(name))
    return `application status '${text}' compared with ${name}`;
  if (isNumber(value) && name && DOMAIN_VALUE_NAME.test(name))
    return `${name} compared with the literal ${value.getText()}`;
  return undefined;
}

type Report = (node: ts.Node, rule: RuleId, detail: string) => void;

function checkComparison(node: ts.Node, report: Report): void {
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
    const why = comparedDomainValue(node.right, node.left) ?? comparedDomainValue(node.left, node.right);
    if (why) report(node, 'domain-value-compared', why);
  } else if (ts.isCaseClause(node)) {
    const switched = node.parent.parent.expression;
    const why = comparedDomainValue(node.expression, switched);
    if (why) report(node, 'domain-value-compared', `${why} (switch case)`);
  } else if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ['includes', 'indexOf'].includes(node.expression.name.text)
  ) {
    const receiver = node.expression.expression;
    const [arg] = node.arguments;
    const listed = ts.isArrayLiteralExpression(receiver)
      ? receiver.elements.find((e) => USER_TYPE_STRINGS.has(stringValue(e as ts.Expression) ?? ''))
      : undefined;
    if (listed) report(node, 'domain-value-compared', `user type ${listed.getText()} looked up in a list`);
    else if (arg && USER_TYPE_STRINGS.has(stringValue(arg) ?? ''))
      report(node, 'domain-value-compared', `user type ${arg.getText()} looked up in a list`);
    else if (arg && isNumber(arg) && DOMAIN_LIST_NAME.test(nameOf(receiver) ?? ''))
      report(node, 'domain-value-compared', `literal ${arg.getText()} looked up in ${nameOf(receiver)}`);
  }
}

function checkSql(node: ts.Node, report: Report): void {
  if (ts.isTaggedTemplateExpression(node) && nameOf(node.tag) === 'sql') {
    report(node, 'sql-outside-repo', 'drizzle sql`…` template');
    return;
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const receiver = node.expression.text;
    if (receiver === 'sql') report(node, 'sql-outside-repo', `sql.${node.name.text}`);
    else if (DB_HANDLE.test(receiver) && node.name.text === 'query')
      report(node, 'sql-outside-repo', `${receiver}.query (relational query)`);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const receiver = nameOf(node.expression.expression) ?? '';
    if (method === 'execute') report(node, 'sql-outside-repo', `${receiver}.execute(…)`);
    else if (SQL_CALLS.has(method) && DB_HANDLE.test(receiver))
      report(node, 'sql-outside-repo', `${receiver}.${method}(…) query builder`);
  }
  const inSqlTag = node.parent !== undefined && ts.isTaggedTemplateExpression(node.parent);
  const text = ts.isStringLiteralLike(node)
    ? node.text
    : ts.isTemplateExpression(node)
      ? node.head.text
      : undefined;
  if (text !== undefined && !inSqlTag && RAW_SQL.test(text))
    report(node, 'sql-outside-repo', `raw SQL string "${text.trim().slice(0, 40)}"`);
}

/** The repo-relative file an import specifier names, or undefined for a package import. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

function checkImport(file: string, node: ts.Node, report: Report): void {
  let specifier: string | undefined;
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    specifier = stringValue(node.moduleSpecifier as ts.Expression);
  else if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0]
  )
    specifier = stringValue(node.arguments[0]);
  if (specifier === undefined) return;
  const target = resolveImport(file, specifier);
  if (!target) return;
  const own = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  const other = /^apps\/web\/src\/features\/([^/]+)(?:\/|$)/.exec(target)?.[1];
  if (RULE_SCOPES['feature-imports-feature'](file) && other && other !== own)
    report(node, 'feature-imports-feature', `feature '${own}' imports '${specifier}' of feature '${other}'`);
  if (RULE_SCOPES['plugin-imports-module'](file) && target.startsWith(`${SERVER}modules/`))
    report(node, 'plugin-imports-module', `plugin imports '${specifier}'`);
  const ownModule = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const otherModule = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
  if (
    RULE_SCOPES['rule-imports-contract'](file) &&
    (target.startsWith(`${DOMAIN}api/`) || /-endpoints(?:\.[jt]s)?$/.test(target))
  )
    report(node, 'rule-imports-contract', `domain file imports the contract '${specifier}'`);
  if (
    RULE_SCOPES['module-reaches-repo'](file) &&
    otherModule &&
    otherModule[1] !== ownModule &&
    !/-service(?:\.[jt]s)?$/.test(otherModule[2]!)
  )
    report(
      node,
      'module-reaches-repo',
      `module '${ownModule}' imports '${specifier}' of module '${otherModule[1]}', not its service`,
    );
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function checkTableWrites(file: string, source: ts.SourceFile, tables: TableNames, report: Report): void {
  for (const { table, node, how } of findTableWrites(source, tables)) {
    const owner = TABLE_OWNERS[table];
    if (owner === file) continue;
    if (SHARED_TABLE_WRITERS.some((w) => w.table === table && w.file === file)) continue;
    const whose =
      owner === undefined
        ? 'a table with no entry in TABLE_OWNERS'
        : owner === null
          ? 'a table no server code writes (TABLE_OWNERS: null)'
          : `owned by ${owner}`;
    report(node, 'table-written-outside-owner', `${how} writes ${table}, ${whose}`);
  }
}

/**
 * Every single-file boundary violation in one source file (`file` is repo-relative, posix separators);
 * `tables` names the schema's tables for the table-writes rule (checkSources reads them from the schema).
 */
export function checkSource(file: string, text: string, tables: TableNames = new Map()): Violation[] {
  return checkParsed(file, parse(file, text), tables);
}

function checkParsed(file: string, source: ts.SourceFile, tables: TableNames): Violation[] {
  const violations: Violation[] = [];
  const report: Report = (node, rule, detail) => {
    violations.push({ file, line: lineOf(source, node), rule, detail });
  };
  if (RULE_SCOPES['table-written-outside-owner'](file)) checkTableWrites(file, source, tables, report);
  const sql = RULE_SCOPES['sql-outside-repo'](file);
  const values = RULE_SCOPES['domain-value-compared'](file);
  const visit = (node: ts.Node): void => {
    checkImport(file, node, report);
    if (sql) checkSql(node, report);
    if (values) checkComparison(node, report);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** One line per violation: file, line, rule, what was found and how to fix it. */
export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line} [${v.rule}] ${v.detail} — ${RULE_FIXES[v.rule]}`;
}

/** Circles in the import graph, one violation per group of files that import each other. */
function checkCircles(
  sources: ReadonlyMap<string, ts.SourceFile>,
  graph: ReturnType<typeof importGraph>,
  checked: ReadonlySet<string>,
): Violation[] {
  return importCircles(graph)
    .filter(({ circle }) => circle.every((f) => checked.has(f) && RULE_SCOPES['import-circle'](f)))
    .map(({ circle, size }) => {
      const [first, next] = circle as [string, string];
      const edge = graph.get(first)!.find((e) => e.target === next)!;
      const more = size > circle.length - 1 ? ` (${size} files import each other)` : '';
      return {
        file: first,
        line: lineOf(sources.get(first)!, edge.node),
        rule: 'import-circle' as const,
        detail: `import circle ${circle.join(' → ')}${more}`,
      };
    });
}

/**
 * Fixtures outside the test paths: files named as fixtures, and files only tests import (directly or
 * through other such files). A file nothing imports is an entry point, not a fixture.
 */
function checkFixtures(graph: ReturnType<typeof importGraph>, checked: ReadonlySet<string>): Violation[] {
  const importers = new Map<string, Set<string>>();
  for (const [file, edges] of graph)
    for (const { target } of edges)
      if (target !== file) importers.set(target, (importers.get(target) ?? new Set()).add(file));
  const testOnly = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, from] of importers)
      if (
        !testOnly.has(file) &&
        !isTestFile(file) &&
        [...from].every((importer) => isTestFile(importer) || testOnly.has(importer))
      ) {
        testOnly.add(file);
        grew = true;
      }
  }
  const violations: Violation[] = [];
  for (const file of [...checked].sort()) {
    if (!RULE_SCOPES['fixture-outside-tests'](file)) continue;
    const named = FIXTURE_NAME.test(posix.basename(file));
    if (!named && !testOnly.has(file)) continue;
    const users = [...(importers.get(file) ?? [])].sort();
    const why = named ? 'named as a test fixture' : 'imported only by tests';
    violations.push({
      file,
      line: 1,
      rule: 'fixture-outside-tests',
      detail: `${why}, outside the test paths (imported by ${users.join(', ') || 'nothing'})`,
    });
  }
  return violations;
}

/**
 * Every boundary violation in a set of sources (repo-relative path → text): the single-file rules, with
 * the tables read from the schema files among them (apps/server/src/db/schema/), the owner map checked
 * against that schema, and the import-graph rules. `importers` are files outside the checked trees
 * (build configs, bench, e2e, scripts) whose imports count as uses of the checked files: a file the
 * build or the benchmark imports is no test fixture.
 */
export function checkSources(
  texts: ReadonlyMap<string, string>,
  importers: ReadonlyMap<string, string> = new Map(),
): Violation[] {
  const sources = new Map([...texts].map(([file, text]) => [file, parse(file, text)] as const));
  const checked = new Set(sources.keys());
  const tables = new Map<string, string>();
  const violations: Violation[] = [];
  for (const [file, text] of texts) {
    if (!file.startsWith(SCHEMA)) continue;
    for (const [name, table] of tablesOfSchema(text)) {
      tables.set(name, table);
      if (!(table in TABLE_OWNERS))
        violations.push({
          file,
          line: text.slice(0, text.indexOf(`'${table}'`)).split('\n').length,
          rule: 'table-written-outside-owner',
          detail: `table ${table} has no entry in TABLE_OWNERS`,
        });
    }
  }
  if (tables.size > 0)
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      if (owner !== null && !texts.has(owner))
        violations.push({
          file: owner,
          line: 1,
          rule: 'table-written-outside-owner',
          detail: `owner of ${table} does not exist`,
        });
      if (![...tables.values()].includes(table))
        violations.push({
          file: SCHEMA,
          line: 1,
          rule: 'table-written-outside-owner',
          detail: `TABLE_OWNERS names ${table}, which the schema does not define`,
        });
    }
  for (const [file, source] of sources) violations.push(...checkParsed(file, source, tables));
  const everything = new Map(sources);
  for (const [file, text] of importers) if (!checked.has(file)) everything.set(file, parse(file, text));
  const graph = importGraph(everything, new Set(importers.keys()));
  violations.push(...checkCircles(sources, graph, checked), ...checkFixtures(graph, checked));
  return violations;
}
