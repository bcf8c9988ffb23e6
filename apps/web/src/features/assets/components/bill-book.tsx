import { ACCOUNT_KINDS, BILL_TYPES, type BillRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ChipGroup } from '../../../components/chip-group';
import { RecordList } from '../../../components/record-list';
import { PageSection } from '../../../components/page-section';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../../lib/format';
import { ALL_BILLS, billFilterFromSearch, billFilterSearch, useBills, type BillFilter } from '../api/get-bills';
import { BILL_TYPE_KEYS, displayDecimals } from '../../../entities/account';
import './bill-book.css';

function changeTone(change: string): string {
  const value = new Decimal(change);
  return value.gt(0) ? 'amount--up' : value.lt(0) ? 'amount--down' : '';
}

function BillItem({ row }: { row: BillRow }) {
  const { t } = useTranslation();
  const decimals = displayDecimals(row.coin);
  const frozenMoved = !new Decimal(row.frozenChange).isZero();
  return (
    <div className="record-row" data-testid={`bill-row-${row.id}`} data-type={row.type} data-account={row.account}>
      <span className="record-row__title" data-testid="bill-type">
        {t(BILL_TYPE_KEYS[row.type])}
      </span>
      <span className={`record-row__amount ${changeTone(row.amount)}`} data-testid="bill-amount">
        {formatSignedAmount(row.amount, decimals)} {row.coin}
      </span>
      <span className="record-row__meta">
        <span data-testid="bill-account">{t(`assets.account.${row.account}`)}</span> · {formatDateTime(row.createdAt)}
      </span>
      <span className="record-row__status" data-testid="bill-balance">
        {t('assets.bill.balanceValue', { amount: formatAmount(row.availableAfter, decimals) })}
      </span>
      {frozenMoved && (
        <span className="record-row__extra" data-testid="bill-frozen">
          {t('assets.bill.frozenValue', { amount: formatSignedAmount(row.frozenChange, decimals) })}
        </span>
      )}
    </div>
  );
}

/** Bills, newest first, filtered by account and type; the filter lives in the page address. */
export function BillBook() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = billFilterFromSearch(search);
  const query = useBills(filter);
  const choose = (next: BillFilter) => setSearch(billFilterSearch(next), { replace: true });

  return (
    <>
      <section className="page-section bill-filters" aria-label={t('assets.bill.filterType')}>
        <span className="money-form__label">{t('assets.bill.filterAccount')}</span>
        <ChipGroup
          label={t('assets.bill.filterAccount')}
          options={[{ value: ALL_BILLS, label: t('assets.all') }, ...ACCOUNT_KINDS.map((account) => ({ value: account, label: t(`assets.account.${account}`) }))]}
          value={filter.account}
          onChange={(account) => choose({ ...filter, account })}
          testId="bill-filter-account"
        />
        <span className="money-form__label">{t('assets.bill.filterType')}</span>
        <ChipGroup
          label={t('assets.bill.filterType')}
          options={[{ value: ALL_BILLS, label: t('assets.all') }, ...BILL_TYPES.map((type) => ({ value: type, label: t(BILL_TYPE_KEYS[type]) }))]}
          value={filter.type}
          onChange={(type) => choose({ ...filter, type })}
          testId="bill-filter-type"
        />
      </section>
      <PageSection title={t('section.list.records')} testId="section-records">
        <RecordList query={query} testId="bill-list" rowKey={(row) => row.id} renderRow={(row) => <BillItem row={row} />} />
      </PageSection>
    </>
  );
}
