import {
  billingEndpoints,
  BILLING_MESSAGES as M,
  SCHOOL_MESSAGES,
  type SchoolDetail,
  schoolEndpoints,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';
import { useFeeTypes } from '../../../lib/fee-type-lookup';
import { useAllAidYears } from '../../../lib/lookups';

const HOUR = 60 * 60_000;

/** GET api/invoice/invoicetype: the fee types (3-billing §7); a failure says so (§8). */
export function useBillingFeeTypes() {
  return useFeeTypes(M.feeTypesFailed);
}

/** GET api/invoice/invoicepaymenttype: every payment type; Add Payment offers those for entry. */
export function usePaymentTypes() {
  const query = useQuery({
    // A catalogue: in the lookups family, a payment does not change it.
    ...endpointQuery('lookups', billingEndpoints.listPaymentTypes),
    staleTime: HOUR,
  });
  useErrorToast(query.error, M.paymentTypesFailed);
  return query;
}

/** Every aid year, newest first, with the billing screens' failure text (§8). */
export function useBillingAidYears() {
  return useAllAidYears(M.aidYearsFailed);
}

/**
 * GET api/invoice/paymentgateway: the card tokenizer Pay Now loads (read when the dialog opens). The
 * key changes with a server restart at most, so it is read once per page load.
 */
export function usePaymentGateway(enabled: boolean) {
  const query = useQuery({
    ...endpointQuery('system', billingEndpoints.getPaymentGateway),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  useErrorToast(query.error, M.gatewayFailed);
  return query;
}

/**
 * The exchange programs a school offers (Add Fee's choices), from GET api/schools/{id}: the same cache
 * entry and answer (the school) as the school profile reads; a failure says §8's lookup sentence for
 * programme types ("…, and likewise for … Fee Types (also used for programme types)").
 */
export function useSchoolPrograms(schoolId: number | null) {
  const query = useQuery({
    queryKey: endpointKey('schools', schoolEndpoints.getSchool, { params: { id: schoolId ?? 0 } }),
    queryFn: async ({ signal }): Promise<SchoolDetail> => {
      const [school] = await callEndpoint(
        schoolEndpoints.getSchool,
        { params: { id: schoolId ?? 0 } },
        { signal },
      );
      if (!school) throw new Error(SCHOOL_MESSAGES.loadFailed);
      return school;
    },
    enabled: schoolId !== null,
  });
  useErrorToast(query.error, M.programsFailed);
  return { ...query, programs: query.data?.schoolParticipationType ?? [] };
}
