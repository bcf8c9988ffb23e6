import { Popup } from './antd-overlays';
import { CloseOutline } from './icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  lead?: string;
  children: ReactNode;
  testId: string;
}

/** A bottom sheet (trade forms, confirmations, details): a titled dialog with a close button a keyboard reaches. */
export function BottomSheet({ open, onClose, title, lead, children, testId }: BottomSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="bottom-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="bottom-sheet__head">
          <h2 id={titleId} className="bottom-sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('trade.close')} data-testid={`${testId}-close`}>
            <CloseOutline />
          </button>
        </div>
        {lead && <p className="bottom-sheet__lead">{lead}</p>}
        {children}
      </div>
    </Popup>
  );
}
