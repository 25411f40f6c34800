/** Id of the catalogue entry (from packages/domain) carrying this label in any of its text fields. */
export function catalogueId(
  list: readonly ({ id: number } & Record<string, unknown>)[],
  label: string,
): number {
  const entry = list.find((e) => Object.values(e).includes(label));
  if (!entry) throw new Error(`no catalogue entry labelled ${label}`);
  return entry.id;
}
