import type { JsonSchema } from './openapi-operations.js';

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
export const JSON_TYPES: readonly JsonType[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];

/** A property of a request body schema, found by walking objects and the items of arrays. */
export interface Field {
  /** Property names, with 0 for "an item of this array". */
  path: (string | number)[];
  /** The dotted path, as ignored-field lists and failure reports name it. */
  name: string;
  schema: JsonSchema;
  required: boolean;
}

function typeOfValue(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as JsonType;
}

/**
 * The JSON types a schema node accepts ('integer' counts as number), or undefined when the node does not
 * constrain the type (then no value is guaranteed wrong for it).
 */
export function acceptedTypes(s: JsonSchema): Set<JsonType> | undefined {
  const out = new Set<JsonType>();
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    for (const branch of branches) {
      const types = acceptedTypes(branch);
      if (!types) return undefined;
      for (const t of types) out.add(t);
    }
  } else if (s.type) {
    for (const t of Array.isArray(s.type) ? s.type : [s.type])
      out.add(t === 'integer' ? 'number' : (t as JsonType));
  } else if (s.enum) {
    for (const v of s.enum) out.add(typeOfValue(v));
  } else {
    return undefined;
  }
  if (s.nullable) out.add('null');
  return out;
}

/** The numbers an enum-like node allows (anyOf branches of single numbers), or undefined. */
export function numberEnum(s: JsonSchema): number[] | undefined {
  const branches = s.anyOf ?? s.oneOf ?? [s];
  const values: number[] = [];
  for (const b of branches) {
    if (!b.enum?.every((v) => typeof v === 'number')) return undefined;
    values.push(...(b.enum as number[]));
  }
  return values;
}

/** True when the node is an integer (not a union), the kind of value a database id or count is. */
export function isInteger(s: JsonSchema): boolean {
  return s.type === 'integer' && !s.anyOf && !s.oneOf;
}

/** Every property of the schema, nested objects and array items included. */
export function listFields(schema: JsonSchema, prefix: (string | number)[] = []): Field[] {
  const fields: Field[] = [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    fields.push({
      path,
      name: path.join('.'),
      schema: sub,
      required: schema.required?.includes(key) ?? false,
    });
    if (sub.properties) fields.push(...listFields(sub, path));
    if (sub.items?.properties) fields.push(...listFields(sub.items, [...path, 0]));
  }
  return fields;
}

/** The value at a path, or undefined. */
export function getPath(value: unknown, path: readonly (string | number)[]): unknown {
  let cur = value;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

/** A copy of the body with the value set at the path; missing containers are created. */
export function setPath(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const root = structuredClone(body) as Record<string | number, unknown>;
  let cur = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      cur[key] = value;
      return;
    }
    const next = cur[key];
    if (next === null || typeof next !== 'object') cur[key] = typeof path[i + 1] === 'number' ? [] : {};
    cur = cur[key] as Record<string | number, unknown>;
  });
  return root;
}

/** A copy of the body without the property at the path. */
export function deletePath(body: unknown, path: readonly (string | number)[]): unknown {
  const root = structuredClone(body);
  const parent = getPath(root, path.slice(0, -1));
  if (parent && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[path.at(-1)!];
  return root;
}
