// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billFilterFromSearch, billFilterSearch, billQueryParams, UNFILTERED_BILLS } from './get-bills';

describe('the bill filter', () => {
  it('leaves out what is "all", so the server reads no filter', () => {
    expect(billQueryParams(UNFILTERED_BILLS, 1)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(billQueryParams({ account: 'fund', type: 'all' }, 2)).toEqual({ pageNum: 2, pageSize: 20, account: 'fund' });
    expect(billQueryParams({ account: 'all', type: 'withdrawal_unfreeze' }, 1)).toEqual({ pageNum: 1, pageSize: 20, type: 'withdrawal_unfreeze' });
    expect(billQueryParams({ account: 'mining', type: 'deposit' }, 3)).toEqual({ pageNum: 3, pageSize: 20, account: 'mining', type: 'deposit' });
  });

  it('round-trips through the page address and ignores values it does not know', () => {
    const filter = { account: 'options', type: 'transfer_in' } as const;
    expect(billFilterFromSearch(new URLSearchParams(billFilterSearch(filter)))).toEqual(filter);
    expect(billFilterSearch(UNFILTERED_BILLS)).toEqual({});
    expect(billFilterFromSearch(new URLSearchParams('account=wallet&type=refund'))).toEqual(UNFILTERED_BILLS);
  });
});
