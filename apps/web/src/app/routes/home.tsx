import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../paths';
import { EmptySections } from '../../components/empty-sections';
import { PageSection } from '../../components/page-section';
import { MarketOverview } from '../../features/markets';
import { memberInfoQueryKey } from '../../features/session';
import { choosePair } from '../../lib/selected-pair';

/** /home; ?reload=true refetches the home data, then the flag is removed from the address. */
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

  return (
    <>
      <PageSection title={t('section.home.markets')} testId="section-markets">
        <MarketOverview
          onOpen={(pair) => {
            choosePair(pair);
            void navigate(`${paths.chart}?symbol=${pair}`);
          }}
        />
      </PageSection>
      <EmptySections
        sections={[
          { key: 'announcements', title: t('section.home.announcements') },
          { key: 'partners', title: t('section.home.partners') },
        ]}
      />
    </>
  );
}
