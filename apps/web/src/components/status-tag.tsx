/** How a status reads at a glance: waiting, in progress, done well, or refused. */
export type StatusTone = 'neutral' | 'pending' | 'success' | 'danger';

/** A record's status as a small coloured label. */
export function StatusTag({ label, tone, status, testId }: { label: string; tone: StatusTone; status?: string; testId?: string }) {
  return (
    <span className={`status-tag status-tag--${tone}`} data-testid={testId} data-status={status}>
      {label}
    </span>
  );
}
