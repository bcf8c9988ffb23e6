import type { WithdrawalChain } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useId, useState } from 'react';
import { FormSkeleton } from '../../../components/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useWithdrawalAddressCheck } from '../api/check-withdrawal-address';
import './withdrawal-address.css';

// Loaded on the tap: the label rule brings zod, which a record page otherwise never downloads.
const SaveAddressForm = lazy(() => import('./save-address-form').then((module) => ({ default: module.SaveAddressForm })));

/**
 * Under a withdrawal to an address the book does not hold: "Save this address", with a label.
 * Nothing while the check runs or fails, and nothing once it is saved (the check then has its label).
 */
export function SaveAddressOffer({ chain, address }: { chain: WithdrawalChain; address: string }) {
  const { t } = useTranslation();
  const check = useWithdrawalAddressCheck(chain, address);
  const [editing, setEditing] = useState(false);
  const textId = useId();
  if (check.data?.label !== null) return null;
  return (
    <section className="save-address" aria-labelledby={textId} data-testid="save-address-offer">
      <p className="save-address__text" id={textId}>
        {t('assets.addressBook.saveOffer')}
      </p>
      {editing ? (
        <Suspense fallback={<FormSkeleton fields={1} />}>
          <SaveAddressForm chain={chain} address={address} />
        </Suspense>
      ) : (
        <Button block color="primary" fill="outline" onClick={() => setEditing(true)} data-testid="save-address-open">
          {t('assets.addressBook.saveThis')}
        </Button>
      )}
    </section>
  );
}
