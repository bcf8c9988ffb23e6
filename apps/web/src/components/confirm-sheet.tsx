import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { BottomSheet } from './bottom-sheet';
import { DetailList, type DetailItem } from './detail-list';
import { useTranslation } from '../lib/i18n';

interface ConfirmSheetProps {
  open: boolean;
  title: string;
  lead: string;
  /** The rows to read once more; none while there is nothing to confirm. */
  items: readonly (DetailItem | false)[] | undefined;
  submitLabel: string;
  submitColor: ButtonProps['color'];
  disabled?: boolean;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** `${testId}`, `-details`, `-cancel` and `-submit` name the sheet and its parts. */
  testId: string;
  /** Shown above the rows (a notice). */
  children?: ReactNode;
}

/** A bottom sheet of what is about to be sent, with cancel and confirm: an order, a withdrawal. */
export function ConfirmSheet({ open, title, lead, items, submitLabel, submitColor, disabled, sending, onConfirm, onCancel, testId, children }: ConfirmSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onCancel} title={title} lead={lead} testId={testId}>
      {children}
      {items && <DetailList items={items} testId={`${testId}-details`} />}
      <div className="bottom-sheet__actions">
        <Button block size="large" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <Button
          block
          size="large"
          color={submitColor}
          disabled={disabled}
          loading={sending}
          loadingText={submitLabel}
          onClick={onConfirm}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
      </div>
    </BottomSheet>
  );
}
