import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money and prices. decimal.js rounds every result to 20 significant
 * digits by default, fewer than a NUMERIC(36,18) amount holds; 40 digits means no sum, product
 * or quotient of our amounts is rounded unless the code asks for it (toDecimalPlaces).
 * Import Decimal from here, never from 'decimal.js' (lint says so).
 */
Decimal.set({ precision: 40, toExpNeg: -40, toExpPos: 40 });

export default Decimal;
