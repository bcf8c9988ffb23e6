import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmphasisedAddress } from './emphasised-address';

const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';

describe('an emphasised address', () => {
  afterEach(cleanup);

  it('shows its ends strong and the middle plain, and reads as one plain address', () => {
    render(<EmphasisedAddress address={ETHEREUM} testId="shown" />);
    expect(screen.getByTestId('shown-head').textContent).toBe('0x8802');
    expect(screen.getByTestId('shown-tail').textContent).toBe('3b9512');
    expect(screen.getByTestId('shown-head').tagName).toBe('STRONG');
    // What a screen reader meets: the runs are hidden from it, the whole address is not.
    const styled = screen.getByTestId('shown-head').closest('[aria-hidden="true"]');
    expect(styled?.textContent).toBe(ETHEREUM);
    expect(screen.getByText(ETHEREUM).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('joins the two ends with an ellipsis in its short form', () => {
    render(<EmphasisedAddress address={ETHEREUM} short testId="row" />);
    expect(screen.getByTestId('row-head').parentElement?.textContent).toBe('0x8802…3b9512');
  });
});
