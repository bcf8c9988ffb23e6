import { depositAddressQuerySchema, depositAddressSchema } from '../contracts/chain.js';
import { defineRoutes } from './define.js';

/** Deposits from the chain (ARCHITECTURE §11): the member's own address. */
export const chainRoutes = defineRoutes('assets', {
  depositAddress: {
    method: 'GET',
    path: '/member/depositAddress',
    summary: "The member's own deposit address on Ethereum (ERC20 USDT and ETH alike), assigned once; credited by the chain",
    query: depositAddressQuerySchema,
    response: depositAddressSchema,
  },
});
