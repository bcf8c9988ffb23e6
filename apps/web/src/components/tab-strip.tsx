import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabStripItem<Key extends string> {
  key: Key;
  title: ReactNode;
}

interface TabStripProps<Key extends string> {
  label: string;
  items: readonly TabStripItem<Key>[];
  active: Key;
  onChange: (key: Key) => void;
  /** The active tab's content. */
  children: ReactNode;
  testId: string;
}

/**
 * Tabs over one panel, as real buttons (a keyboard reaches and switches them, arrows move between
 * them) with the tab roles a screen reader announces.
 */
export function TabStrip<Key extends string>({ label, items, active, onChange, children, testId }: TabStripProps<Key>) {
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = items[(index + step + items.length) % items.length];
    if (step === 0 || !next) return;
    event.preventDefault();
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <div className="tab-strip" data-testid={testId}>
      <div className="tab-strip__tabs" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.key}
            id={`${id}-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className="tab-strip__tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
            data-testid={`${testId}-${item.key}`}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${active}`} className="tab-strip__panel">
        {children}
      </div>
    </div>
  );
}
