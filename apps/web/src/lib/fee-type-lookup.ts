import { billingEndpoints } from '@exchange/domain';
import { callEndpoint } from './api';
import { useLookup } from './lookups';
import { queryKeys } from './query-keys';

// Apart from lib/lookups.ts, which the shell loads: the billing contracts it reads stay in the chunks of
// the screens that use fee types (Billing, the reports).

const HOUR = 60 * 60_000;

/** GET api/invoice/invoicetype: the fee types (3-billing §7); `failure` is the screen's §8 text. */
export function useFeeTypes(failure: string, enabled = true) {
  return useLookup({
    queryKey: queryKeys.billing.feeTypes,
    call: (signal) => callEndpoint(billingEndpoints.listFeeTypes, undefined, { signal }),
    failure,
    staleTime: HOUR,
    enabled,
  });
}
