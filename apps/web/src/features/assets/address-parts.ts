/** Characters at each end of an address that a member compares first, and that an address poisoner imitates. */
export const ADDRESS_EDGE = 6;

/** An address in three runs: its first and last ADDRESS_EDGE characters (shown emphasised) and the rest. */
export interface AddressParts {
  head: string;
  middle: string;
  tail: string;
}

/** Splits an address for display; one too short to have a middle is all head. */
export function addressParts(address: string, edge: number = ADDRESS_EDGE): AddressParts {
  if (address.length <= edge * 2) return { head: address, middle: '', tail: '' };
  return { head: address.slice(0, edge), middle: address.slice(edge, -edge), tail: address.slice(-edge) };
}
