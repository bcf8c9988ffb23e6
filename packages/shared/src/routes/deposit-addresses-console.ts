import { idParamsSchema } from '../contracts/assets.js';
import {
  depositAddressesViewSchema,
  depositAddressProposalBodySchema,
  depositAddressProposalSchema,
  depositChainBodySchema,
  depositChainParamsSchema,
} from '../contracts/deposit-addresses.js';
import { defineRoutes } from './define.js';

/** Deposit addresses and chains in the console (admins alone): an address needs a second admin's approval. */
export const depositAddressesConsoleRoutes = defineRoutes('admin', {
  view: {
    method: 'GET',
    path: '/admin/depositAddresses',
    summary: 'Per network the deposit address in force and where it comes from, the pending proposal and the chains',
    response: depositAddressesViewSchema,
  },
  propose: {
    method: 'POST',
    path: '/admin/depositAddresses/proposals',
    summary: 'Propose a new deposit address for a network: in force once another admin approves it',
    body: depositAddressProposalBodySchema,
    response: depositAddressProposalSchema,
  },
  approve: {
    method: 'POST',
    path: '/admin/depositAddresses/proposals/:id/approve',
    summary: 'Approve a proposed address (never its own proposer): members are offered it at once',
    params: idParamsSchema,
    response: depositAddressProposalSchema,
  },
  reject: {
    method: 'POST',
    path: '/admin/depositAddresses/proposals/:id/reject',
    summary: "Reject a proposed address, or withdraw one's own",
    params: idParamsSchema,
    response: depositAddressProposalSchema,
  },
  setChain: {
    method: 'PUT',
    path: '/admin/depositAddresses/chains/:chain',
    summary: 'Switch a deposit chain off or on for new deposits',
    params: depositChainParamsSchema,
    body: depositChainBodySchema,
    response: depositAddressesViewSchema,
  },
});
