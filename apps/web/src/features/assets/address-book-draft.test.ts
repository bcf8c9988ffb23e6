import { WITHDRAWAL_ADDRESS_LABEL_MAX } from '@halyard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawalAddressDraftIssue } from './address-book-draft';
import { addressLabelIssue, withdrawalAddressBody } from './api/create-withdrawal-address';
import { englishForTests } from '../../lib/test-i18n';

const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('a new address-book entry, checked before the call', () => {
  let t: Awaited<ReturnType<typeof englishForTests>>['t'];
  beforeAll(async () => {
    ({ t } = await englishForTests());
  });
  const message = (chain: 'ERC20' | 'TRC20', address: string, label: string) => {
    const issue = withdrawalAddressDraftIssue({ chain, address, label });
    return issue && t(issue.key, issue.values);
  };

  it('checks the address for its chain as a withdrawal does (EIP-55, Tron base58check)', () => {
    expect(message('ERC20', ' ', 'Ledger')).toBe('Enter the wallet address');
    expect(message('ERC20', ETHEREUM.replace('Ed', 'eD'), 'Ledger')).toBe('Enter a valid Ethereum address');
    expect(message('ERC20', TRON, 'Ledger')).toBe('Enter a valid Ethereum address');
    expect(message('TRC20', ETHEREUM, 'Ledger')).toBe('Enter a valid Tron address');
  });

  it('asks for a label of at most the server limit, counted as typed, blanks too (as the server counts it)', () => {
    expect(message('ERC20', ETHEREUM, '   ')).toBe('Enter a label');
    expect(message('ERC20', ETHEREUM, 'x'.repeat(WITHDRAWAL_ADDRESS_LABEL_MAX + 1))).toBe(`A label can have at most ${WITHDRAWAL_ADDRESS_LABEL_MAX} characters`);
    expect(addressLabelIssue('x'.repeat(WITHDRAWAL_ADDRESS_LABEL_MAX))).toBeUndefined();
    expect(addressLabelIssue(` ${'x'.repeat(WITHDRAWAL_ADDRESS_LABEL_MAX)} `)?.key).toBe('assets.addressBook.labelTooLong');
  });

  it('lets a valid entry through and sends it trimmed', () => {
    expect(message('TRC20', ` ${TRON} `, ' Office ')).toBeUndefined();
    expect(withdrawalAddressBody({ chain: 'TRC20', address: ` ${TRON} `, label: ' Office ' })).toEqual({ chain: 'TRC20', address: TRON, label: 'Office' });
  });
});
