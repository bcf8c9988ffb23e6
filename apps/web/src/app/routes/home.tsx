import { isSafeLink } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeQuickEntries } from '../home-quick-entries';
import { paths } from '../paths';
import { PageSection } from '../../components/page-section';
import { BannerSwiper, BulletinTicker, PartnerGrid } from '../../features/content';
import { MarketBoard } from '../../features/markets';
import { memberInfoQueryKey } from '../../features/session';
import { choosePair } from '../../lib/selected-pair';
import '../home.css';

/** /home: banners, the latest bulletins, quick entries, the market tabs and the partners; ?reload=true refetches it all. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const reload = searchParams.get('reload') === 'true';

  useEffect(() => {
    if (!reload) return;
    void Promise.all([
      queryClient.refetchQueries({ queryKey: ['home'] }),
      queryClient.refetchQueries({ queryKey: memberInfoQueryKey }),
    ]).finally(() =>
      setSearchParams(
        (current) => {
          current.delete('reload');
          return current;
        },
        { replace: true },
      ),
    );
  }, [reload, queryClient, setSearchParams]);

  const openLink = (link: string) => {
    // The content API drops unsafe links already; a link opens only if it is still safe here.
    if (!isSafeLink(link)) return;
    if (link.startsWith('/')) void navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <BannerSwiper onOpenLink={openLink} />
      <BulletinTicker onOpen={(id) => void navigate(paths.bulletinInfoDetail.replace(':id', String(id)))} onMore={() => void navigate(paths.bulletinInfo)} />
      <HomeQuickEntries />
      <PageSection title={t('section.home.markets')} testId="section-markets">
        <MarketBoard
          onOpen={(pair) => {
            choosePair(pair);
            void navigate(`${paths.chart}?symbol=${pair}`);
          }}
          onMore={() => void navigate(paths.currency)}
        />
      </PageSection>
      <PageSection title={t('section.home.partners')} testId="section-partners">
        <PartnerGrid />
      </PageSection>
    </>
  );
}
