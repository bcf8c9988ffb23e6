import type { WithdrawalChain } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { useTranslation } from '../../../lib/i18n';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { AddressLabelField } from './address-label-field';
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
      <AddressLabelField
        id="save-address-label"
        value={label}
        onChange={(value) => {
          setLabel(value);
          setProblem(undefined);
        }}
        testId="save-address-label"
      />
      <FormMessage problem={problem} testId="save-address-problem" />
      <Button block type="submit" color="primary" loading={create.isPending} loadingText={t('assets.addressBook.save')} data-testid="save-address-submit">
        {t('assets.addressBook.save')}
      </Button>
    </form>
  );
}
