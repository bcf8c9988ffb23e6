import { EmptyState } from './empty-state';
import { PageSection } from './page-section';

export interface EmptySection {
  key: string;
  title: string;
}

/** A page's real layout before its feature lands: titled sections, each honestly empty. */
export function EmptySections({ sections }: { sections: EmptySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <PageSection key={section.key} title={section.title} testId={`section-${section.key}`}>
          <EmptyState />
        </PageSection>
      ))}
    </>
  );
}
