import { Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { CharacterCounter } from '../../../../components/character-counter';
import { useTranslation } from '../../../../lib/i18n';
import './review-desk.css';

export interface DecisionRequest {
  title: string;
  hint?: string;
  placeholder: string;
  /** The server's limit for the value: a counter shows it, and more is refused before sending. */
  maxLength?: number;
  /** A message when the value cannot be sent yet. */
  validate: (value: string) => string | undefined;
  onConfirm: (value: string) => Promise<unknown>;
}

/** Asks an operator for one value (a reason, a payout hash) before a decision; stays open if it fails. */
export function DecisionDialog({ request, onClose }: { request: DecisionRequest | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string>();
  const close = () => {
    setValue('');
    setMessage(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    const problem = request.maxLength !== undefined && value.length > request.maxLength ? t('common.textTooLong', { max: request.maxLength }) : request.validate(value);
    setMessage(problem);
    if (problem) return;
    try {
      await request.onConfirm(value);
      close();
    } catch {
      // The app has shown the server's message; the operator may correct the value and retry.
    }
  };
  return (
    <Dialog
      visible={request !== undefined}
      title={request?.title}
      aria-label={request?.title}
      closeOnAction={false}
      onClose={close}
      content={
        <div className="decision-dialog" data-testid="decision-dialog">
          {request?.hint && <p className="decision-dialog__hint">{request.hint}</p>}
          <Input value={value} onChange={setValue} placeholder={request?.placeholder} clearable autoComplete="off" data-testid="decision-input" />
          {request?.maxLength !== undefined && <CharacterCounter used={value.length} max={request.maxLength} testId="decision-counter" showFrom={Math.floor(request.maxLength * 0.8)} />}
          {message && (
            <p className="form-message" role="alert" data-testid="decision-problem">
              {message}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: close },
          { key: 'confirm', text: t('common.confirm'), bold: true, onClick: confirm },
        ],
      ]}
    />
  );
}
