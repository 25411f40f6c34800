import { FEE_TYPE_SETTING, FEE_TYPES, type FeeTypeOption, settingAmountCents } from '@exchange/domain';
import type { DbOrTx } from '../../db/client.js';
import { findSettingValue } from './billing-lookups-repo.js';

/**
 * GET api/invoice/invoicetype: the fee types, each with the amount Add Fee starts at, read from its fee
 * setting now (open-points 33), so a changed setting shows on the next read.
 */
export function listFeeTypes(db: DbOrTx): Promise<FeeTypeOption[]> {
  return Promise.all(
    FEE_TYPES.map(async ({ id, feeType }) => {
      const setting = FEE_TYPE_SETTING[id];
      const defaultAmount = setting ? settingAmountCents(await findSettingValue(db, setting)) : null;
      return { id, feeType, defaultAmount };
    }),
  );
}
