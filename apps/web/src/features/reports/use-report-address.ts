import type { ReportDefinition } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ReportAddress,
  type ReportAddressChange,
  readReportAddress,
  writeReportAddress,
} from './report-address';

/**
 * A report screen's state kept in its address (open-points 13): read from the query string, and each
 * change written back in place (replace, so Back leaves the report instead of stepping through pages).
 */
export function useReportAddress(
  def: Pick<ReportDefinition, 'filters' | 'columns' | 'defaultSort'>,
): [ReportAddress, (change: ReportAddressChange) => void] {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => readReportAddress(params, def), [params, def]);
  const change = useCallback(
    (next: ReportAddressChange) =>
      setParams((current) => writeReportAddress(current, def, next), { replace: true }),
    [setParams, def],
  );
  return [address, change];
}
