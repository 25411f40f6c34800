import { DEFAULT_PROGRAM_NAME, DEFAULT_PROGRAM_TIME_ZONE, toProgramDay } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { usePortalConfig } from './portal-config';

/**
 * True once the page has painted. A request the first paint does not need would otherwise compete with
 * it on a slow phone connection (Lighthouse counts every request that starts before the largest paint
 * towards that paint).
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The programme time zone the server names (open-points 1), the default until it arrives. */
export function useProgramTimeZone(): string {
  return usePortalConfig()?.programTimeZone || DEFAULT_PROGRAM_TIME_ZONE;
}

/** Today (YYYY-MM-DD) in the programme time zone the server names (open-points 1), for date defaults. */
export function useProgramToday(): string {
  return toProgramDay(new Date(), useProgramTimeZone());
}

/**
 * The programme's name from GET /api/config, with the default until (or unless) it arrives. The public
 * pages (`afterPaint`) ask for it only once they have painted: the default shows until then anyway.
 */
export function useProgramName(afterPaint = false): string {
  const painted = usePainted();
  const data = usePortalConfig(!afterPaint || painted);
  // The document title ("{screen} – {product}") is the root layout's (app/page-announcer.tsx).
  return data?.programName?.trim() || DEFAULT_PROGRAM_NAME;
}
