import { billingEndpoints } from '@exchange/domain';
import { endpointQuery } from './endpoint-query';
import { useLookup } from './lookups';

// Apart from lib/lookups.ts, which the shell loads: the billing contracts it reads stay in the chunks of
// the screens that use fee types (Billing, the reports).

const HOUR = 60 * 60_000;

/** GET api/invoice/invoicetype in the lookups family: a fee added with a new type refreshes it. */
export const FEE_TYPES_KEY = endpointQuery('lookups', billingEndpoints.listFeeTypes).queryKey;

/** GET api/invoice/invoicetype: the fee types (3-billing §7); `failure` is the screen's §8 text. */
export function useFeeTypes(failure: string, enabled = true) {
  return useLookup({
    ...endpointQuery('lookups', billingEndpoints.listFeeTypes),
    failure,
    staleTime: HOUR,
    enabled,
  });
}
