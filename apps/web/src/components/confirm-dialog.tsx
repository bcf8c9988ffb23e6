import { Dialog } from './antd-overlays';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** "Are you sure?" before an action that cannot be undone (closing a position, cancelling an order). */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={open}
      title={title}
      aria-label={title}
      onClose={onClose}
      closeOnAction
      content={<div data-testid={testId}>{children}</div>}
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          { key: 'confirm', text: confirmLabel, bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}
