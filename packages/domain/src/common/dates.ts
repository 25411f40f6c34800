/** True for a real calendar day written YYYY-MM-DD (what date pickers and the API exchange). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A YYYY-MM-DD day (or an instant, whose first ten characters are read) as MM/DD/YYYY, the US format of
 * every screen, email and download (1-core §9, 2-applications §9); '' for none, the text itself when it
 * is not a date.
 */
export function formatUsDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) return value;
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
