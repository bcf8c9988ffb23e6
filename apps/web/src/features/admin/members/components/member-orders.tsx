import { MEMBER_ORDER_PRODUCTS, type MemberOrderProduct } from '@halyard/shared';
import { useState } from 'react';
import { ChipGroup } from '../../../../components/chip-group';
import { RecordList } from '../../../../components/record-list';
import { useTranslation } from '../../../../lib/i18n';
import { useMemberOrders } from '../api/get-member-orders';
import { ContractOrderRow, OptionOrderRow, SpotOrderRow } from './member-order-rows';

function SpotOrders({ id }: { id: number }) {
  const query = useMemberOrders(id, 'spot');
  return <RecordList query={query} testId="member-orders-spot" rowKey={(row) => row.id} renderRow={(row) => <SpotOrderRow row={row} />} />;
}

function ContractOrders({ id }: { id: number }) {
  const query = useMemberOrders(id, 'contract');
  return <RecordList query={query} testId="member-orders-contract" rowKey={(row) => row.id} renderRow={(row) => <ContractOrderRow row={row} />} />;
}

function OptionOrders({ id }: { id: number }) {
  const query = useMemberOrders(id, 'options');
  return <RecordList query={query} testId="member-orders-options" rowKey={(row) => row.id} renderRow={(row) => <OptionOrderRow row={row} />} />;
}

/** The member's orders, one product at a time: spot orders, contract orders that never opened, options. */
export function MemberOrders({ id }: { id: number }) {
  const { t } = useTranslation();
  const [product, setProduct] = useState<MemberOrderProduct>('spot');
  return (
    <>
      <div className="member-records__filters">
        <ChipGroup
          label={t('console.member.orderProduct')}
          options={MEMBER_ORDER_PRODUCTS.map((value) => ({ value, label: t(`console.product.${value}`) }))}
          value={product}
          onChange={setProduct}
          testId="member-orders-product"
        />
      </div>
      {product === 'spot' ? <SpotOrders id={id} /> : product === 'contract' ? <ContractOrders id={id} /> : <OptionOrders id={id} />}
    </>
  );
}
