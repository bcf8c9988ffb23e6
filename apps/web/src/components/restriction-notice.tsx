import { LockOutline } from './icons';
import type { ReactNode } from 'react';

/** Why this action is closed to the member, in place of a form they could not send; it sits in a titled section or sheet, so its title is an h3. */
export function RestrictionNotice({ title, body, action, testId }: { title: string; body: string; action?: ReactNode; testId: string }) {
  return (
    <div className="restriction-notice" role="note" data-testid={testId}>
      <LockOutline className="restriction-notice__icon" aria-hidden="true" />
      <h3 className="restriction-notice__title">{title}</h3>
      <p className="restriction-notice__body">{body}</p>
      {action}
    </div>
  );
}
