// The import graph of the scanned sources (type-only imports included) and the circles in it.
import { posix } from 'node:path';
import ts from 'typescript';

/** One import of a file: the repo-relative file it names and the node that names it. */
export interface ImportEdge {
  target: string;
  node: ts.Node;
}

/** Workspace packages by name, resolved to their sources (their `source` export condition). */
const PACKAGES: Record<string, string> = { '@exchange/domain': 'packages/domain/src/index.ts' };

/**
 * Every module specifier of a file: imports, re-exports, `import()`, `import('…')` types and Vite's
 * `import.meta.glob('…')` patterns.
 */
export function specifiersOf(source: ts.SourceFile): { specifier: string; node: ts.Node }[] {
  const found: { specifier: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push({ specifier: node.moduleSpecifier.text, node });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, node });
    else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'glob' &&
      ts.isMetaProperty(node.expression.expression) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, node });
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({ specifier: node.argument.literal.text, node });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The scanned files a glob specifier of `file` names (`'../features/<any>/routes.tsx'`, one `*` a segment). */
function resolveGlob(file: string, specifier: string, files: ReadonlySet<string>): string[] {
  const pattern = posix.normalize(posix.join(posix.dirname(file), specifier));
  const source = pattern
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  const matcher = new RegExp(`^${source}$`);
  return [...files].filter((f) => matcher.test(f));
}

/** The scanned file a specifier of `file` names, or undefined (an npm package or an unscanned file). */
export function resolveSpecifier(file: string, specifier: string, files: ReadonlySet<string>) {
  if (PACKAGES[specifier]) return files.has(PACKAGES[specifier]) ? PACKAGES[specifier] : undefined;
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(file), specifier));
  const stem = base.replace(/\.(?:[mc]?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => files.has(c));
}

/** String literals that read as a relative source path (`'src/build/page.tsx'` in a build config). */
function pathLiteralsOf(source: ts.SourceFile): { specifier: string; node: ts.Node }[] {
  const found: { specifier: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && /^[\w./-]+\.tsx?$/.test(node.text))
      found.push({ specifier: node.text.startsWith('.') ? node.text : `./${node.text}`, node });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import edges of every file, by file. For the `byPath` files (build configs and the like) a string
 * naming a source file by its path counts as an import too: the build loads it.
 */
export function importGraph(
  sources: ReadonlyMap<string, ts.SourceFile>,
  byPath: ReadonlySet<string> = new Set(),
): Map<string, ImportEdge[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, ImportEdge[]>();
  for (const [file, source] of sources) {
    const edges: ImportEdge[] = [];
    const named = byPath.has(file)
      ? [...specifiersOf(source), ...pathLiteralsOf(source)]
      : specifiersOf(source);
    for (const { specifier, node } of named) {
      if (specifier.includes('*')) {
        for (const target of resolveGlob(file, specifier, files)) edges.push({ target, node });
        continue;
      }
      const target = resolveSpecifier(file, specifier, files);
      if (target) edges.push({ target, node });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * The import circles: each strongly connected group of files (Tarjan), as one shortest circle through
 * its first file (sorted), plus how many files the group holds.
 */
export function importCircles(
  graph: ReadonlyMap<string, ImportEdge[]>,
): { circle: string[]; size: number }[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some((e) => e.target === file);
      if (group.length > 1 || selfImport) groups.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups
    .map((group) => ({ circle: shortestCircle(graph, group), size: group.length }))
    .sort((x, y) => x.circle[0]!.localeCompare(y.circle[0]!));
}

/** The shortest path from the group's first file back to itself, inside the group (breadth first). */
function shortestCircle(graph: ReadonlyMap<string, ImportEdge[]>, group: string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const { target } of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
