import { WITHDRAWAL_ADDRESS_LABEL_MAX } from '@halyard/shared';
import { Input } from 'antd-mobile';
import { CharacterCounter } from '../../../components/character-counter';
import { useTranslation } from '../../../lib/i18n';

/** An address's label with its counter: past the server's limit the counter says so and the form refuses, never cutting the text. */
export function AddressLabelField({ id, value, onChange, testId }: { id: string; value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="money-form__label" htmlFor={id}>
        {t('assets.addressBook.label')}
      </label>
      <Input id={id} className="money-form__input" value={value} onChange={onChange} placeholder={t('assets.addressBook.labelPlaceholder')} autoComplete="off" data-testid={testId} />
      <CharacterCounter used={value.length} max={WITHDRAWAL_ADDRESS_LABEL_MAX} testId={`${testId}-count`} />
    </>
  );
}
