import type { BillType } from '@halyard/shared';

/**
 * Catalogue keys of the bill types. The wire names carry underscores; the catalogue's keys are
 * camelCase, like every other message.
 */
export const BILL_TYPE_KEYS = {
  demo_grant: 'assets.bill.type.demoGrant',
  transfer_in: 'assets.bill.type.transferIn',
  transfer_out: 'assets.bill.type.transferOut',
  deposit: 'assets.bill.type.deposit',
  withdrawal_freeze: 'assets.bill.type.withdrawalFreeze',
  withdrawal_paid: 'assets.bill.type.withdrawalPaid',
  withdrawal_unfreeze: 'assets.bill.type.withdrawalUnfreeze',
  contract_reserve: 'assets.bill.type.contractReserve',
  contract_cancel: 'assets.bill.type.contractCancel',
  contract_open: 'assets.bill.type.contractOpen',
  contract_close: 'assets.bill.type.contractClose',
  contract_liquidation: 'assets.bill.type.contractLiquidation',
  contract_fee: 'assets.bill.type.contractFee',
  spot_reserve: 'assets.bill.type.spotReserve',
  spot_cancel: 'assets.bill.type.spotCancel',
  spot_fill: 'assets.bill.type.spotFill',
  spot_fee: 'assets.bill.type.spotFee',
  option_buy: 'assets.bill.type.optionBuy',
  option_settle: 'assets.bill.type.optionSettle',
  option_fee: 'assets.bill.type.optionFee',
  stake: 'assets.bill.type.stake',
  stake_reward: 'assets.bill.type.stakeReward',
  stake_return: 'assets.bill.type.stakeReturn',
  eth_exchange: 'assets.bill.type.ethExchange',
  box_purchase: 'assets.bill.type.boxPurchase',
  box_prize: 'assets.bill.type.boxPrize',
} as const satisfies Record<BillType, string>;
