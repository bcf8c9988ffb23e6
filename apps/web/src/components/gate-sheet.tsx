import { Button } from 'antd-mobile';
import { Popup } from './antd-overlays';
import { useId, type ReactNode } from 'react';

interface GateSheetProps {
  open: boolean;
  title: string;
  /** One line on why the sheet opened and what happens next. */
  lead: string;
  children: ReactNode;
  passLabel: string;
  laterLabel: string;
  passing: boolean;
  onPass: () => void;
  onLater: () => void;
  testId: string;
}

/** A sheet over the page the member is on: a step to take before the action they started goes on. */
export function GateSheet({ open, title, lead, children, passLabel, laterLabel, passing, onPass, onLater, testId }: GateSheetProps) {
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onLater} onClose={onLater} bodyClassName="gate-sheet" style={{ '--z-index': '3050' }} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId} className="gate-sheet__title">
          {title}
        </h2>
        <p className="gate-sheet__lead">{lead}</p>
        <div className="gate-sheet__body" tabIndex={0} role="region" aria-label={title}>
          {children}
        </div>
        <div className="gate-sheet__actions">
          <Button block size="large" onClick={onLater} data-testid={`${testId}-later`}>
            {laterLabel}
          </Button>
          <Button block size="large" color="primary" loading={passing} loadingText={passLabel} onClick={onPass} data-testid={`${testId}-pass`}>
            {passLabel}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
