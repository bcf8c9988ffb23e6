import { WITHDRAWAL_ADDRESS_LABEL_MAX, type WithdrawalChain } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { useTranslation } from '../../../lib/i18n';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { addressLabelIssue, useCreateWithdrawalAddress, withdrawalAddressBody } from '../api/create-withdrawal-address';

/** A label for an address already withdrawn to, then it is saved in the book. */
export function SaveAddressForm({ chain, address }: { chain: WithdrawalChain; address: string }) {
  const { t } = useTranslation();
  const create = useCreateWithdrawalAddress();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<FormProblem>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const issue = addressLabelIssue(label);
    setProblem(issue && { issue });
    if (issue) return;
    // The address was checked when the withdrawal was made; the server checks it again.
    create.mutate(withdrawalAddressBody({ chain, address, label }), {
      onSuccess: () => showToast('success', t('assets.addressBook.saved')),
      onError: (error) => setProblem(serverProblem(error)),
    });
  };

  return (
    <form className="money-form" onSubmit={save} noValidate data-testid="save-address-form">
      <label className="money-form__label" htmlFor="save-address-label">
        {t('assets.addressBook.label')}
      </label>
      <Input
        id="save-address-label"
        className="money-form__input"
        value={label}
        onChange={(value) => {
          setLabel(value);
          setProblem(undefined);
        }}
        maxLength={WITHDRAWAL_ADDRESS_LABEL_MAX}
        placeholder={t('assets.addressBook.labelPlaceholder')}
        autoComplete="off"
        data-testid="save-address-label"
      />
      <FormMessage problem={problem} testId="save-address-problem" />
      <Button block type="submit" color="primary" loading={create.isPending} loadingText={t('assets.addressBook.save')} data-testid="save-address-submit">
        {t('assets.addressBook.save')}
      </Button>
    </form>
  );
}
