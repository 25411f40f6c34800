import dayjs from 'dayjs';

/** A YYYY-MM-DD date (or an instant) as MM/DD/YYYY (1-core §9: dates in US format). */
export function formatUsDate(iso: string): string {
  const d = dayjs(iso.slice(0, 10));
  return d.isValid() ? d.format('MM/DD/YYYY') : iso;
}
