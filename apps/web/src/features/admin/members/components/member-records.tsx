import { useState } from 'react';
import { TabStrip } from '../../../../components/tab-strip';
import { useTranslation } from '../../../../lib/i18n';
import { MemberBills } from './member-bills';
import { MemberOrders } from './member-orders';
import { MemberPositions } from './member-positions';

const TABS = ['bills', 'orders', 'positions'] as const;
type RecordsTab = (typeof TABS)[number];

/** A member's bills, orders and positions, a tab each, every list paged as the member's own are. */
export function MemberRecords({ id, coins }: { id: number; coins: readonly string[] }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecordsTab>('bills');
  return (
    <section className="member-records" aria-label={t('console.member.recordsTitle')}>
      <h3 className="console-subtitle">{t('console.member.recordsTitle')}</h3>
      <TabStrip
        label={t('console.member.recordsTitle')}
        items={TABS.map((key) => ({ key, title: t(`console.member.tab.${key}`) }))}
        active={tab}
        onChange={setTab}
        testId="member-records"
      >
        {tab === 'bills' ? <MemberBills id={id} coins={coins} /> : tab === 'orders' ? <MemberOrders id={id} /> : <MemberPositions id={id} />}
      </TabStrip>
    </section>
  );
}
