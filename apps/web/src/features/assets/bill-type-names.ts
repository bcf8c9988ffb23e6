import type { BillType } from '@halyard/shared';

/**
 * Catalogue keys of the bill types. The wire names carry underscores, which i18next reads as a
 * context suffix (transfer_in = "transfer" in context "in"), so the catalogue uses camelCase.
 */
export const BILL_TYPE_KEYS = {
  demo_grant: 'assets.bill.type.demoGrant',
  transfer_in: 'assets.bill.type.transferIn',
  transfer_out: 'assets.bill.type.transferOut',
  deposit: 'assets.bill.type.deposit',
  withdrawal_freeze: 'assets.bill.type.withdrawalFreeze',
  withdrawal_paid: 'assets.bill.type.withdrawalPaid',
  withdrawal_unfreeze: 'assets.bill.type.withdrawalUnfreeze',
} as const satisfies Record<BillType, string>;
