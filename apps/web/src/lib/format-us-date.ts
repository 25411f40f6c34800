import dayjs from 'dayjs';

/** A YYYY-MM-DD date (or an instant) as MM/DD/YYYY (1-core §9, 2-applications §9: US format); '' for none. */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 10));
  return d.isValid() ? d.format('MM/DD/YYYY') : iso;
}
