import type { ReactNode } from 'react';

/** A titled block of a page; later features put their content inside. */
export function PageSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="page-section" data-testid={testId}>
      <h2 className="page-section__title">{title}</h2>
      {children}
    </section>
  );
}
