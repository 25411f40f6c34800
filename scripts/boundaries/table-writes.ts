// Which tables a source file writes: drizzle's insert/update/delete builders and raw SQL statements
// (INSERT INTO, UPDATE … SET, DELETE FROM), read from the syntax tree so comments never count.
import ts from 'typescript';

/** drizzle export name → SQL table name, e.g. studentApplications → student_applications. */
export type TableNames = ReadonlyMap<string, string>;

/** The tables a schema file defines: `export const x = pgTable('name', …)`. */
export function tablesOfSchema(text: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const m of text.matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([\w]+)['"]/g))
    tables.set(m[1]!, m[2]!);
  return tables;
}

/** One write: the SQL table and the node that writes it. */
export interface TableWrite {
  table: string;
  node: ts.Node;
  how: string;
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SCHEMA_MODULE = /(?:^|\/)db\/schema(?:\/[\w-]+)?(?:\.js)?$/;
const TABLE_TOKEN = '(?:"?(?:public"?\\."?)?([a-z_][a-z0-9_]*)"?|@@(\\w+)@@)';
/** Statements that write, in either keyword case; the table group is the SQL name or a placeholder. */
const WRITE_STATEMENTS = [
  new RegExp(`\\binsert\\s+into\\s+${TABLE_TOKEN}`, 'gi'),
  new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?${TABLE_TOKEN}`, 'gi'),
  new RegExp(`\\bupdate\\s+(?:only\\s+)?${TABLE_TOKEN}(?:\\s+(?:as\\s+)?\\w+)?\\s+set\\b`, 'gi'),
];

/**
 * Names in the file that stand for a table: named imports of the schema, its namespace imports
 * (`schema.users`), and local constants bound to either (`const a = studentApplications`,
 * `alias(users, 'm')`).
 */
function tableBindings(source: ts.SourceFile, tables: TableNames) {
  const bound = new Map<string, string>();
  const namespaces = new Set<string>();
  const inSchema = /\/db\/schema\//.test(source.fileName);
  if (inSchema) for (const [name, table] of tables) bound.set(name, table);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!SCHEMA_MODULE.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    if (named && ts.isNamespaceImport(named)) namespaces.add(named.name.text);
    else if (named)
      for (const el of named.elements) {
        const table = tables.get((el.propertyName ?? el.name).text);
        if (table) bound.set(el.name.text, table);
      }
  }
  const resolve = (node: ts.Expression): string | undefined => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return resolve(node.expression);
    if (ts.isIdentifier(node)) return bound.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
      return namespaces.has(node.expression.text) ? tables.get(node.name.text) : undefined;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'alias')
      return node.arguments[0] ? resolve(node.arguments[0]) : undefined;
    return undefined;
  };
  // Local constants bound to a table, wherever declared (two passes reach an alias of an alias).
  const declarations: ts.VariableDeclaration[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.push(node);
    ts.forEachChild(node, collect);
  };
  collect(source);
  for (let pass = 0; pass < 2; pass++)
    for (const d of declarations) {
      const table = resolve(d.initializer!);
      if (table) bound.set((d.name as ts.Identifier).text, table);
    }
  return resolve;
}

/** Every table write in a source file. */
export function findTableWrites(source: ts.SourceFile, tables: TableNames): TableWrite[] {
  const writes: TableWrite[] = [];
  const sqlNames = new Set(tables.values());
  const resolve = tableBindings(source, tables);
  const scanText = (node: ts.Node, text: string) => {
    for (const pattern of WRITE_STATEMENTS)
      for (const m of text.matchAll(pattern)) {
        const table = m[1]?.toLowerCase() ?? m[2];
        if (table && sqlNames.has(table))
          writes.push({ table, node, how: `raw SQL "${m[0].replace(/@@/g, '').slice(0, 40)}"` });
      }
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_METHODS.has(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const table = resolve(node.arguments[0]!);
      if (table) writes.push({ table, node, how: `drizzle .${node.expression.name.text}(…)` });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) scanText(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // An interpolated table (`update ${x} set`) reads as the table's name; any other value as a blank.
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const table = resolve(span.expression);
        text += `${table ? `@@${table}@@` : ' ? '}${span.literal.text}`;
      }
      scanText(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}
