import { CHAIN_NETWORKS, type WithdrawalAddressRow, type WithdrawalChain } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { useTranslation } from '../../../lib/i18n';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { useCreateWithdrawalAddress, withdrawalAddressBody } from '../api/create-withdrawal-address';
import { withdrawalAddressDraftIssue } from '../address-book-draft';
import { AddressLabelField } from './address-label-field';

interface AddressBookAddFormProps {
  chain: WithdrawalChain;
  /** What the withdrawal form holds already, so a typed address is saved without typing it twice. */
  initialAddress: string;
  onSaved: (row: WithdrawalAddressRow) => void;
  onCancel: () => void;
}

/** A new labelled address for the chain chosen above, checked as the server checks it. */
export function AddressBookAddForm({ chain, initialAddress, onSaved, onCancel }: AddressBookAddFormProps) {
  const { t } = useTranslation();
  const create = useCreateWithdrawalAddress();
  const [address, setAddress] = useState(initialAddress);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<FormProblem>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const draft = { chain, address, label };
    const issue = withdrawalAddressDraftIssue(draft);
    setProblem(issue && { issue });
    if (issue) return;
    create.mutate(withdrawalAddressBody(draft), {
      onSuccess: (row) => {
        showToast('success', t('assets.addressBook.saved'));
        onSaved(row);
      },
      onError: (error) => setProblem(serverProblem(error)),
    });
  };

  return (
    <form className="money-form address-book__form" onSubmit={save} noValidate data-testid="address-book-form">
      <label className="money-form__label" htmlFor="address-book-address">
        {t('assets.field.address')}
      </label>
      <Input
        id="address-book-address"
        className="money-form__input money-form__input--mono"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setProblem(undefined);
        }}
        placeholder={t('assets.withdrawal.addressPlaceholder', { network: CHAIN_NETWORKS[chain] })}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        data-testid="address-book-address"
      />
      <AddressLabelField
        id="address-book-label"
        value={label}
        onChange={(value) => {
          setLabel(value);
          setProblem(undefined);
        }}
        testId="address-book-label"
      />
      <FormMessage problem={problem} testId="address-book-problem" />
      <div className="bottom-sheet__actions">
        <Button block size="large" onClick={onCancel} data-testid="address-book-cancel">
          {t('common.cancel')}
        </Button>
        <Button block type="submit" size="large" color="primary" loading={create.isPending} loadingText={t('assets.addressBook.save')} data-testid="address-book-save">
          {t('assets.addressBook.save')}
        </Button>
      </div>
    </form>
  );
}
