import type { FastifyInstance } from 'fastify';

/** A JSON schema node as @fastify/swagger renders the zod schemas (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** One API operation of the OpenAPI document. */
export interface Operation {
  /** "METHOD /path" with OpenAPI's {param} placeholders, the key of the declarations. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The JSON request body schema, when the operation takes a body. */
  body?: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

/** Every operation under /api that the app's OpenAPI document describes, in document order. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const upper = method.toUpperCase() as Operation['method'];
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({ key: `${upper} ${path}`, method: upper, path, ...(body ? { body } : {}) });
    }
  }
  return operations;
}

/** The path with its {param} placeholders filled; a placeholder without a value is a test bug. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Rows as an aligned plain-text table, so a failing test prints what to fix at a glance. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** A response body's message, shortened for a report. */
export function shortMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message.slice(0, 60);
  } catch {
    // not JSON: report the raw start below
  }
  return body.slice(0, 60);
}
