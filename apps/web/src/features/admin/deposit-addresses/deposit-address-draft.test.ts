// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkProposal, isOwnProposal } from './deposit-address-draft';

const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const DEMO = '0x000000000000000000000000000000000000dEaD';

describe('a proposed deposit address', () => {
  it('is trimmed and accepted when valid for its network and new', () => {
    expect(checkProposal('ethereum', `  ${ETHEREUM} `, DEMO)).toEqual({ ok: true, address: ETHEREUM });
    expect(checkProposal('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '1BitcoinEaterAddressDontSendf59kuE')).toMatchObject({ ok: true });
  });

  it('is refused when empty, invalid for its network, badly checksummed, or the one in force', () => {
    expect(checkProposal('ethereum', ' ', DEMO)).toEqual({ ok: false, problem: 'empty' });
    expect(checkProposal('ethereum', ETHEREUM.replace('Ed', 'eD'), DEMO)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkProposal('bitcoin', ETHEREUM, DEMO)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkProposal('ethereum', ETHEREUM.toLowerCase(), ETHEREUM)).toEqual({ ok: false, problem: 'unchanged' });
  });
});

describe('who may approve', () => {
  it('is anyone but the proposer, whatever the case of the address', () => {
    expect(isOwnProposal({ proposedBy: ETHEREUM.toLowerCase() }, ETHEREUM)).toBe(true);
    expect(isOwnProposal({ proposedBy: DEMO.toLowerCase() }, ETHEREUM)).toBe(false);
  });
});
