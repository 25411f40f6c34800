type Payload = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };

/** True for a value with named fields (not null, not an array): what an object schema's rules can read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Options for a zod cross-field rule (superRefine) that should run as soon as the fields it reads are
 * valid, so its messages come with the other fields' messages instead of after them: zod otherwise
 * skips an object's refinements while any of its fields fails. A rule never runs on a value that is not
 * an object ([] or null for the whole body), nor after a problem with the object itself (an issue
 * without a field), since it would read fields that are not there.
 */
export function whenValid(...keys: string[]) {
  return {
    when: (payload: Payload) =>
      isRecord(payload.value) &&
      payload.issues.every((issue) => issue.path?.length && !keys.includes(String(issue.path[0]))),
  };
}

/**
 * Like whenValid, but the rule runs only while every problem is with one of the given fields (fields
 * the rule does not read, so a mistake there does not hide the rule's messages).
 */
export function whenOnlyInvalid(...keys: string[]) {
  return {
    when: (payload: Payload) =>
      isRecord(payload.value) &&
      payload.issues.every((issue) => issue.path?.length && keys.includes(String(issue.path[0]))),
  };
}
