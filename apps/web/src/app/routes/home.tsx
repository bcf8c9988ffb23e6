import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptySections } from '../../components/empty-sections';
import { memberInfoQueryKey } from '../../features/session';

/** /home; ?reload=true refetches the home data, then the flag is removed from the address. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
    <EmptySections
      sections={[
        { key: 'markets', title: t('section.home.markets') },
        { key: 'announcements', title: t('section.home.announcements') },
        { key: 'partners', title: t('section.home.partners') },
      ]}
    />
  );
}
