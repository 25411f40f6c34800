/**
 * Options for a zod cross-field rule (superRefine) that should run as soon as the fields it reads are
 * valid, so its messages come with the other fields' messages instead of after them: zod otherwise
 * skips an object's refinements while any of its fields fails.
 */
export function whenValid(...keys: string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      payload.issues.every((issue) => !keys.includes(String(issue.path?.[0]))),
  };
}
