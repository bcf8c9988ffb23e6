import type { OperatorRole } from '@halyard/shared';
import { AppstoreOutline, CheckShieldOutline, ContentOutline, FileOutline, GlobalOutline, LockOutline, MessageOutline, PayCircleOutline, TeamOutline, UserSetOutline } from '../../../../components/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { AuditLog } from '../../audit/components/audit-log';
import { BooksView } from '../../books/components/books-view';
import { ChainView } from '../../chain/components/chain-view';
import { ReservesView } from '../../reserves/components/reserves-view';
import { ContentDesk } from '../../content/components/content-desk';
import { MemberSearch } from '../../members/components/member-search';
import { OperatorList } from '../../operators/components/operator-list';
import { ProductsDesk } from '../../products/components/products-desk';
import { ReviewDesk } from '../../review/components/review-desk';
import { sectionsFor, sectionToShow, type ConsoleSection } from '../console-sections';
import '../console.css';
import '../console-sections.css';
import '../console-forms.css';
import '../console-figures.css';
import '../console-content.css';

const ICONS: Record<ConsoleSection, ReactNode> = {
  reviews: <CheckShieldOutline />,
  members: <TeamOutline />,
  operators: <UserSetOutline />,
  audit: <FileOutline />,
  books: <PayCircleOutline />,
  products: <AppstoreOutline />,
  content: <ContentOutline />,
  chain: <GlobalOutline />,
  reserves: <LockOutline />,
  support: <MessageOutline />,
};

function SectionPanel({ section, role }: { section: ConsoleSection; role: OperatorRole }) {
  switch (section) {
    case 'reviews':
      return <ReviewDesk />;
    case 'members':
      return <MemberSearch />;
    case 'operators':
      return <OperatorList />;
    case 'audit':
      return <AuditLog />;
    case 'books':
      return <BooksView />;
    case 'products':
      return <ProductsDesk />;
    case 'content':
      return <ContentDesk />;
    case 'chain':
      return <ChainView role={role} />;
    case 'reserves':
      return <ReservesView />;
    case 'support':
      return null;
  }
}

interface AdminConsoleProps {
  role: OperatorRole;
  /** The section asked for in the address (?section=), if any. */
  requested: string | null;
  onSelect: (section: ConsoleSection) => void;
  onOpenSupport: () => void;
}

/**
 * The operator console: a switcher of the sections this operator's role may use (a row on a
 * phone, a side column on a wide screen) and the chosen section beside it. The support inbox is
 * a page of its own, so its entry navigates there.
 */
export function AdminConsole({ role, requested, onSelect, onOpenSupport }: AdminConsoleProps) {
  const { t } = useTranslation();
  const sections = sectionsFor(role);
  const shown = sectionToShow(requested, sections);
  const nav = useRef<HTMLElement>(null);
  // On a phone the switcher scrolls sideways: the chosen section is brought fully into view, also
  // when the console opens on one further along (?section=chain).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [shown]);
  return (
    <div className="admin-console" data-testid="admin-console" data-role={role}>
      <nav ref={nav} className="admin-console__nav" aria-label={t('console.nav')} data-testid="console-nav">
        {sections.map((section) =>
          section === 'support' ? (
            <button key={section} type="button" className="admin-console__link" data-testid="admin-support-link" onClick={onOpenSupport}>
              {ICONS[section]}
              <span>{t('route.adminSupport')}</span>
            </button>
          ) : (
            <button
              key={section}
              type="button"
              className="admin-console__link"
              aria-current={section === shown ? 'page' : undefined}
              data-testid={`console-section-${section}`}
              onClick={() => onSelect(section)}
            >
              {ICONS[section]}
              <span>{t(`console.section.${section}`)}</span>
            </button>
          ),
        )}
      </nav>
      <div className="admin-console__panel" data-testid="console-panel" data-section={shown}>
        {shown ? (
          <SectionPanel section={shown} role={role} />
        ) : (
          <p className="page-section admin-console__note" data-testid="console-nothing-here">
            {t(sections.length > 0 ? 'console.supportOnly' : 'console.noSections')}
          </p>
        )}
      </div>
    </div>
  );
}
