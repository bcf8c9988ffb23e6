import { idParamsSchema } from '../contracts/assets.js';
import { chainAlarmSchema, chainStatusSchema, depositAddressBalancesQuerySchema, depositAddressBalancesSchema } from '../contracts/chain.js';
import { defineRoutes } from './define.js';

/** The chain in the console (operators): the watcher, the alarms, the deposit addresses and their balances. */
export const chainConsoleRoutes = defineRoutes('admin', {
  status: {
    method: 'GET',
    path: '/admin/chain',
    summary: "The watcher's last block, the node's head, the lag, the last error and the alarms",
    response: chainStatusSchema,
  },
  acknowledgeAlarm: {
    method: 'POST',
    path: '/admin/chain/alarms/:id/acknowledge',
    summary: 'An operator has looked at an alarm (audited)',
    params: idParamsSchema,
    response: chainAlarmSchema,
  },
  addresses: {
    method: 'GET',
    path: '/admin/chain/addresses',
    summary: 'Deposit addresses with their ETH and USDT balances read from the node, and the totals',
    query: depositAddressBalancesQuerySchema,
    response: depositAddressBalancesSchema,
  },
  addressesCsv: {
    method: 'GET',
    path: '/admin/chain/addresses.csv',
    summary: 'Every deposit address with its index and balances, for the sweep from the operator’s own wallet',
    response: 'file',
  },
});
