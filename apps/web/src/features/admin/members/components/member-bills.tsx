import { ACCOUNT_KINDS, type BillRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useState } from 'react';
import { ChipGroup } from '../../../../components/chip-group';
import { RecordList } from '../../../../components/record-list';
import { BILL_TYPE_KEYS } from '../../../../entities/account';
import { formatDateTime } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { ALL, useMemberBills, type MemberBillFilter } from '../api/get-member-bills';
import { coinAmount, signedCoinAmount } from '../member-amounts';

function changeTone(change: string): string {
  const value = new Decimal(change);
  return value.gt(0) ? 'amount--up' : value.lt(0) ? 'amount--down' : '';
}

/** One bill: what moved, in which account, the balances after it, and what it came from. */
function MemberBillRow({ row }: { row: BillRow }) {
  const { t } = useTranslation();
  const frozenMoved = !new Decimal(row.frozenChange).isZero();
  return (
    <div className="record-row" data-testid={`member-bill-${row.id}`} data-type={row.type} data-coin={row.coin}>
      <span className="record-row__title">{t(BILL_TYPE_KEYS[row.type])}</span>
      <span className={`record-row__amount ${changeTone(row.amount)}`} data-testid="member-bill-amount">
        {signedCoinAmount(row.amount, row.coin)} {row.coin}
      </span>
      <span className="record-row__meta">
        {t(`assets.account.${row.account}`)} · {formatDateTime(row.createdAt)}
      </span>
      <span className="record-row__status" data-testid="member-bill-available">
        {t('console.member.bill.availableAfter', { amount: coinAmount(row.availableAfter, row.coin) })}
      </span>
      <span className="record-row__meta">{row.refType ? t('console.member.bill.ref', { ref: `${row.refType} #${row.refId ?? ''}` }) : ''}</span>
      <span className="record-row__status" data-testid="member-bill-frozen">
        {t('console.member.bill.frozenAfter', { amount: coinAmount(row.frozenAfter, row.coin) })}
      </span>
      {frozenMoved && (
        <span className="record-row__extra" data-testid="member-bill-frozen-change">
          {t('console.member.bill.frozenChange', { amount: signedCoinAmount(row.frozenChange, row.coin) })}
        </span>
      )}
    </div>
  );
}

/** Every bill of the member, newest first, narrowed by account and coin. */
export function MemberBills({ id, coins }: { id: number; coins: readonly string[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MemberBillFilter>({ account: ALL, coin: ALL });
  const query = useMemberBills(id, filter);
  return (
    <>
      <div className="member-records__filters">
        <ChipGroup
          label={t('assets.bill.filterAccount')}
          options={[{ value: ALL, label: t('assets.all') }, ...ACCOUNT_KINDS.map((account) => ({ value: account, label: t(`assets.account.${account}`) }))]}
          value={filter.account}
          onChange={(account) => setFilter((current) => ({ ...current, account }))}
          testId="member-bills-account"
        />
        <ChipGroup
          label={t('console.member.filterCoin')}
          options={[{ value: ALL, label: t('assets.all') }, ...coins.map((coin) => ({ value: coin, label: coin }))]}
          value={filter.coin}
          onChange={(coin) => setFilter((current) => ({ ...current, coin }))}
          testId="member-bills-coin"
        />
      </div>
      <RecordList query={query} testId="member-bills" rowKey={(row) => row.id} renderRow={(row) => <MemberBillRow row={row} />} />
    </>
  );
}
