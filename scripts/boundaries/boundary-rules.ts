// The architecture boundaries (architecture conventions 3-5: domain values, thin layers, features
// apart), checked on the TypeScript syntax tree so comments and message text never count and nothing
// depends on formatting.
import { posix } from 'node:path';
import ts from 'typescript';

export type RuleId =
  | 'feature-imports-feature'
  | 'plugin-imports-module'
  | 'module-reaches-repo'
  | 'sql-outside-repo'
  | 'domain-value-compared';

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
};

const SERVER = 'apps/server/src/';
const WEB_FEATURES = 'apps/web/src/features/';

/** Test code and test fixtures: they may state stored values and set up data directly. */
function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith(`${SERVER}test/`);
}

/** Table definitions, migrations and seed data: where the stored values are written down. */
function isStoredData(file: string): boolean {
  return /^apps\/server\/src\/db\/(?:schema|migrations|seed)\//.test(file);
}

/**
 * Where each rule applies (repo-relative paths).
 * - Feature imports: every file of a web feature, tests too.
 * - Plugin imports: plugin code; plugin tests build the whole app and may reach anything.
 * - Module reaches: server module code (apps/server/src/modules/<module>/); tests set up their data
 *   directly and may reach another module's repo.
 * - SQL: the whole server except the database layer itself (db/: schema, migrations, seed, client and
 *   transaction helpers) and tests; a repo file (`*-repo.ts`) is where SQL belongs.
 * - Compared values: server and web sources except tests and the schema, migrations and seed data,
 *   whose check constraints and rows spell out the stored values. packages/domain, e2e and bench are
 *   not scanned: the domain is where the values live, e2e and bench drive the app from outside.
 */
export const RULE_SCOPES: Record<RuleId, (file: string) => boolean> = {
  'feature-imports-feature': (f) => f.startsWith(WEB_FEATURES),
  'plugin-imports-module': (f) => f.startsWith(`${SERVER}plugins/`) && !isTestFile(f),
  'module-reaches-repo': (f) => f.startsWith(`${SERVER}modules/`) && !isTestFile(f),
  'sql-outside-repo': (f) =>
    f.startsWith(SERVER) && !f.startsWith(`${SERVER}db/`) && !isTestFile(f) && !f.endsWith('-repo.ts'),
  'domain-value-compared': (f) =>
    (f.startsWith(SERVER) || f.startsWith('apps/web/src/')) && !isStoredData(f) && !isTestFile(f),
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

/** Every boundary violation in one source file (`file` is repo-relative, posix separators). */
export function checkSource(file: string, text: string): Violation[] {
  const violations: Violation[] = [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const report: Report = (node, rule, detail) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    violations.push({ file, line, rule, detail });
  };
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
