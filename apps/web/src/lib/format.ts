/** The one formatter (STYLE.md) is shared's format.ts, the server's first paint uses it too: the web's door to it. */
export {
  changeNumber,
  changePercent,
  formatAddressTail,
  formatAmount,
  formatClock,
  formatCompact,
  formatDate,
  formatDateTime,
  formatPair,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatShortAddress,
  formatSignedAmount,
} from '@halyard/shared';
