/**
 * What the order tickets (spot, contract, options) share: the side and price-type switches, the
 * confirmation sheet, the way from draft to confirmation, the refresh after the member's own
 * change, and their styles.
 */
export { TicketConfirmSheet } from './confirm-sheet';
export { PriceTypeSwitch } from './price-type-switch';
export { refreshAfterChange } from './refresh-after-change';
export { SideSwitch } from './side-switch';
export { toneOf, type Tone } from './tone';
export { indexAsLimit, useOrderTicket, type TicketIssue } from './use-order-ticket';
