import { addressParts } from '../address-parts';
import './withdrawal-address.css';

interface EmphasisedAddressProps {
  address: string;
  /** Only the two emphasised ends, joined by an ellipsis (a list row); the whole address otherwise. */
  short?: boolean;
  testId?: string;
}

/**
 * A destination to compare with the wallet: its first and last characters strong, the middle plain.
 * Screen readers get the address as one plain string; the styled runs are hidden from them.
 */
export function EmphasisedAddress({ address, short = false, testId }: EmphasisedAddressProps) {
  const { head, middle, tail } = addressParts(address);
  return (
    <span className={short ? 'address-emphasis address-emphasis--short' : 'address-emphasis'} data-testid={testId} data-address={address}>
      <span className="visually-hidden">{address}</span>
      <span aria-hidden="true">
        <strong className="address-emphasis__edge" data-testid={testId && `${testId}-head`}>
          {head}
        </strong>
        {middle !== '' && <span className="address-emphasis__middle">{short ? '…' : middle}</span>}
        <strong className="address-emphasis__edge" data-testid={testId && `${testId}-tail`}>
          {tail}
        </strong>
      </span>
    </span>
  );
}
