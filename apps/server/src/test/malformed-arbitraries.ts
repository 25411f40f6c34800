import fc from 'fast-check';
import {
  acceptedTypes,
  deletePath,
  type Field,
  getPath,
  isInteger,
  JSON_TYPES,
  type JsonType,
  listFields,
  numberEnum,
  setPath,
} from './json-schema-fields.js';
import type { JsonSchema } from './openapi-operations.js';

/** One malformed body: how it was broken and the broken value (for the failure table), and the JSON text sent. */
export interface Malformed {
  kind: string;
  field: string;
  value: string;
  text: string;
}

interface Broken {
  kind: string;
  field: string;
  body: unknown;
}

const INT32_MAX = 2 ** 31 - 1;
const HUGE_STRING = 100_000;

// Deeply nested JSON cannot go through JSON.stringify (it recurses), so a marker string stands in for it
// and is replaced by the nested text after serialising.
const DEEP = /"~~deep-(\d+)-(array|object)~~"/g;
const deep = fc
  .tuple(fc.integer({ min: 64, max: 20_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `~~deep-${depth}-${kind}~~`);

/**
 * Control characters (C0, DEL, C1) and lone surrogates, each alone or inside text: values a search box
 * or a hand-made address can carry and PostgreSQL text or a file cell may not (issue 32: `search=%00`
 * once answered 500 on every download).
 */
export const CONTROL_STRINGS: readonly string[] = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDFFF',
  'a\u0000b',
  'Alpha\u0001',
  '\u001fUniversity',
  'x\uD83D',
];

/** A string holding at least one control character or lone surrogate among ordinary ones. */
export const controlString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CONTROL_STRINGS),
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.oneof(
        fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
        fc.constantFrom('\u007f', '\u0080', '\u009f', '\uD800', '\uDBFF', '\uDC00'),
      ),
      fc.string({ maxLength: 8 }),
    )
    .map(([before, control, after]) => `${before}${control}${after}`),
);

/** Strings that break naive code: controls, null bytes, lone surrogates, bidi marks, injection text. */
const weirdString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  controlString,
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFEFF\u202E',
    '𝕏𝕐ℤ',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
  ),
);

/** A JSON value of one of the given types (numbers finite: JSON has no NaN or Infinity). */
function valueOfType(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'string':
      return weirdString;
    case 'array':
      return fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
}

/** The whole body as a non-object: every write body is a JSON object. */
const wholeBody: fc.Arbitrary<Broken> = fc
  .oneof(
    valueOfType('array'),
    valueOfType('null'),
    valueOfType('string'),
    valueOfType('number'),
    fc.boolean(),
    deep,
  )
  .map((body) => ({ kind: 'body of wrong type', field: '(body)', body }));

/** A value of a JSON type the field does not accept. */
function wrongType(base: unknown, fields: Field[]) {
  return fields.flatMap((f) => {
    const accepted = acceptedTypes(f.schema);
    if (!accepted) return [];
    const wrong = JSON_TYPES.filter((t) => !accepted.has(t)).map(valueOfType);
    // Deep nesting is wrong too when arrays are not accepted, or are arrays of objects (items are arrays).
    if (!accepted.has('array') || f.schema.items?.type === 'object')
      wrong.push(deep.map((m) => m.replace('object', 'array')));
    return [
      fc.oneof(...wrong).map((v) => ({ kind: 'wrong type', field: f.name, body: setPath(base, f.path, v) })),
    ];
  });
}

/** A required property left out (only where its parent object is in the valid body). */
function missingRequired(base: unknown, fields: Field[]) {
  return fields
    .filter((f) => f.required && getPath(base, f.path) !== undefined)
    .map((f) => fc.constant({ kind: 'missing required', field: f.name, body: deletePath(base, f.path) }));
}

/** A string of `min` to `max` code points (JSON Schema and zod count those, not UTF-16 units). */
function stringOfLength(min: number, max: number) {
  return fc
    .tuple(fc.integer({ min, max: Math.max(min, max) }), fc.constantFrom('a', 'é', '😀', '\u0000', '\u202E'))
    .map(([n, c]) => c.repeat(n));
}

/** Lengths and counts outside minLength/maxLength and minItems/maxItems. */
function badLengths(base: unknown, fields: Field[]) {
  return fields.flatMap((f) => {
    const s = f.schema;
    const at = (kind: string, arb: fc.Arbitrary<unknown>) =>
      arb.map((v) => ({ kind, field: f.name, body: setPath(base, f.path, v) }));
    const out: fc.Arbitrary<Broken>[] = [];
    if (s.maxLength !== undefined)
      out.push(at('string too long', stringOfLength(s.maxLength + 1, HUGE_STRING)));
    if (s.minLength) out.push(at('string too short', fc.constant('')));
    if (s.maxItems !== undefined) {
      const item = getPath(base, [...f.path, 0]) ?? {};
      out.push(
        at(
          'too many items',
          fc.integer({ min: s.maxItems + 1, max: s.maxItems + 50 }).map((n) => Array(n).fill(item)),
        ),
      );
    }
    if (s.minItems) out.push(at('too few items', fc.constant([])));
    return out;
  });
}

/** Numbers below the minimum, above the maximum, fractions for integers, values outside an enum. */
function outOfRange(base: unknown, fields: Field[]) {
  return fields.flatMap((f) => {
    const s = f.schema;
    const values: fc.Arbitrary<number>[] = [];
    if (isInteger(s) || s.type === 'number') {
      const excl = s.exclusiveMinimum === true;
      const lo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
      if (lo !== undefined) {
        values.push(fc.constant(excl || typeof s.exclusiveMinimum === 'number' ? lo : lo - 1));
        values.push(fc.double({ min: -1e300, max: lo - 1, noNaN: true }));
      }
      if (s.maximum !== undefined) {
        values.push(fc.constant(s.maximum + 1), fc.double({ min: s.maximum + 2, max: 1e300, noNaN: true }));
      }
      if (isInteger(s)) values.push(fc.double({ min: -1e6, max: 1e6, noInteger: true, noNaN: true }));
    } else {
      const allowed = numberEnum(s);
      if (allowed) {
        values.push(fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((v) => !allowed.includes(v)));
        values.push(fc.constant(0.5), fc.constant(-1), fc.constant(1e300));
      }
    }
    const words = s.type === 'string' && s.enum ? s.enum : undefined;
    if (words) {
      const outside = weirdString.filter((v) => !words.includes(v));
      return [
        outside.map((v) => ({ kind: 'value outside enum', field: f.name, body: setPath(base, f.path, v) })),
      ];
    }
    if (values.length === 0) return [];
    return [
      fc
        .oneof(...values)
        .map((v) => ({ kind: 'number out of range', field: f.name, body: setPath(base, f.path, v) })),
    ];
  });
}

/**
 * Values the schema's types allow but nothing can store: a null byte inside a string of the valid body
 * (PostgreSQL text cannot hold one) and integers beyond the 32-bit columns behind every id and count.
 * Fields the route accepts and ignores are left out: there such a value is no error.
 */
function unstorable(base: unknown, fields: Field[], ignored: ReadonlySet<string>) {
  return fields
    .filter((f) => !ignored.has(f.name))
    .flatMap((f) => {
      const current = getPath(base, f.path);
      const out: fc.Arbitrary<Broken>[] = [];
      if (typeof current === 'string' && current.length > 0) {
        const nul = fc
          .nat(current.length)
          .map((i) => `${current.slice(0, i)}\u0000${current.slice(i)}`)
          .map((v) => ({ kind: 'null byte in string', field: f.name, body: setPath(base, f.path, v) }));
        out.push(nul);
      }
      if (isInteger(f.schema) && (f.schema.maximum ?? Number.MAX_SAFE_INTEGER) > INT32_MAX) {
        const huge = fc
          .integer({ min: 0, max: INT32_MAX })
          .map((n) => INT32_MAX + 1 + n * 1024)
          .map((v) => ({ kind: 'integer beyond 32 bits', field: f.name, body: setPath(base, f.path, v) }));
        out.push(huge);
      }
      return out;
    });
}

/** Noise on top of a guaranteed fault: extra properties and odd strings in the other top-level fields. */
function addNoise(broken: Broken, schema: JsonSchema) {
  const known = new Set(Object.keys(schema.properties ?? {}));
  const extraKey = fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'modifiedBy', 'usertype', 'isAdmin', 'userId'),
    )
    .filter((k) => !known.has(k));
  const extras = fc.dictionary(extraKey, fc.oneof(fc.jsonValue({ maxDepth: 3 }), deep), { maxKeys: 4 });
  const strings = [...known].filter(
    (k) => k !== String(broken.field.split('.')[0]) && acceptedTypes(schema.properties![k]!)?.has('string'),
  );
  const odd = strings.length
    ? fc.dictionary(fc.constantFrom(...strings), weirdString, { maxKeys: 3 })
    : fc.constant({});
  return fc.tuple(fc.option(extras, { freq: 2 }), fc.option(odd, { freq: 2 })).map(([extra, oddStrings]) => {
    const body = broken.body;
    if (!extra && !oddStrings) return broken;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return broken;
    // Spreading keeps a generated "__proto__" key as an own property, as JSON text would carry it.
    const noisy = { ...(body as object), ...oddStrings, ...extra };
    return { ...broken, kind: `${broken.kind} + noise`, body: noisy };
  });
}

/** The JSON text of a body, with deep-nesting markers expanded. */
function serialise(body: unknown): string {
  return JSON.stringify(body).replace(DEEP, (_, depth: string, kind: string) => {
    const n = Number(depth);
    return kind === 'array' ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  });
}

/**
 * Bodies the operation must refuse, each derived from a valid body by one fault its JSON schema
 * guarantees (or a value nothing can store), plus noise that never repairs the fault.
 */
export function malformedBodies(
  schema: JsonSchema,
  valid: unknown,
  ignored: ReadonlySet<string> = new Set(),
): fc.Arbitrary<Malformed> {
  const fields = listFields(schema);
  // Weighted by kind, not by field, so a body with many fields still gets every kind of fault.
  const kinds: [fc.Arbitrary<Broken>[], number][] = [
    [[wholeBody], 1],
    [wrongType(valid, fields), 4],
    [missingRequired(valid, fields), 2],
    [badLengths(valid, fields), 2],
    [outOfRange(valid, fields), 2],
    [unstorable(valid, fields, ignored), 3],
  ];
  const faults = kinds
    .filter(([arbs]) => arbs.length > 0)
    .map(([arbs, weight]) => ({ arbitrary: fc.oneof(...arbs), weight }));
  return fc
    .oneof(...faults)
    .chain((broken) => addNoise(broken, schema))
    .map((b) => {
      const text = serialise(b.body);
      const value =
        b.field === '(body)' ? text : (JSON.stringify(getPath(b.body, b.field.split('.'))) ?? '(missing)');
      return { kind: b.kind, field: b.field, value: value.slice(0, 60), text };
    });
}
