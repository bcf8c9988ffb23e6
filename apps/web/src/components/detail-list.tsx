import type { ReactNode } from 'react';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Long values (addresses, hashes) wrap on their own line in a monospace face. */
  long?: boolean;
}

/** Label and value rows of a record's detail page. */
export function DetailList({ items, testId }: { items: readonly (DetailItem | false)[]; testId: string }) {
  return (
    <dl className="detail-list" data-testid={testId}>
      {items
        .filter((item): item is DetailItem => item !== false)
        .map((item) => (
          <div key={item.key} className={item.long ? 'detail-list__row detail-list__row--long' : 'detail-list__row'}>
            <dt>{item.label}</dt>
            <dd data-testid={`${testId}-${item.key}`}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
