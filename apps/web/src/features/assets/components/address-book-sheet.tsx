import { WITHDRAWAL_ADDRESS_BOOK_MAX, type WithdrawalAddressRow, type WithdrawalChain, type WithdrawalChannel } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet';
import { ChipGroup } from '../../../components/chip-group';
import { AddOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { useWithdrawalAddresses } from '../api/get-withdrawal-addresses';
import { AddressBookAddForm } from './address-book-add-form';
import { AddressBookList } from './address-book-list';
import './withdrawal-address.css';

interface AddressBookSheetProps {
  open: boolean;
  channels: WithdrawalChannel[];
  /** The withdrawal form's chain and address when the book opened. */
  chain: WithdrawalChain;
  address: string;
  onPick: (row: WithdrawalAddressRow) => void;
  onClose: () => void;
}

type AddressBookBodyProps = Omit<AddressBookSheetProps, 'open' | 'onClose'>;

/** The book's content; mounted afresh each time the sheet opens (BottomSheet destroys it on close), so it starts on the form's chain. */
function AddressBookBody({ channels, chain: formChain, address, onPick }: AddressBookBodyProps) {
  const { t } = useTranslation();
  const query = useWithdrawalAddresses();
  const [chain, setChain] = useState(formChain);
  const [adding, setAdding] = useState(false);
  const total = query.data?.pages[0]?.total ?? 0;
  const full = total >= WITHDRAWAL_ADDRESS_BOOK_MAX;

  return (
    <div className="address-book-sheet">
      <p className="bottom-sheet__lead">{t('assets.addressBook.lead')}</p>
      <ChipGroup
        label={t('assets.field.network')}
        options={channels.map((option) => ({ value: option.chain, label: `${option.coin}-${option.chain}` }))}
        value={chain}
        onChange={setChain}
        testId="address-book-chain"
      />
      {adding ? (
        <AddressBookAddForm
          chain={chain}
          initialAddress={chain === formChain ? address.trim() : ''}
          onSaved={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <>
          <AddressBookList query={query} chain={chain} onPick={onPick} />
          {full && (
            <p className="money-form__hint" data-testid="address-book-full">
              {t('assets.addressBook.full', { max: WITHDRAWAL_ADDRESS_BOOK_MAX })}
            </p>
          )}
          <Button block size="large" color="primary" fill="outline" disabled={full || query.isPending} onClick={() => setAdding(true)} data-testid="address-book-add">
            <AddOutline aria-hidden="true" /> {t('assets.addressBook.add')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The withdrawal address book as a picker sheet (as exchanges' phone apps do): pick, add or delete a labelled address. */
export function AddressBookSheet({ open, onClose, ...body }: AddressBookSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('assets.addressBook.title')} testId="address-book">
      <AddressBookBody {...body} />
    </BottomSheet>
  );
}
