import {
  BillOutline,
  CheckShieldOutline,
  FileOutline,
  GiftOutline,
  GlobalOutline,
  HistogramOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  SoundOutline,
  StarOutline,
  TeamOutline,
} from '../components/icons';
import type { TFunction } from '../lib/i18n';
import { paths } from './paths';
import type { MenuGroup } from '../components/side-menu';

/**
 * Side menu groups of spec §2: Market and Message (System is built into the menu). Operators also
 * get the console in the Market group, and agents their referrals; for anyone else they are not
 * there at all.
 */
export function menuGroups(t: TFunction, { operator, agent = false }: { operator: boolean; agent?: boolean }): MenuGroup[] {
  const reviewLink = { key: 'admin', path: paths.admin, label: t('menu.market.admin'), icon: <CheckShieldOutline /> };
  const referralsLink = { key: 'referrals', path: paths.referrals, label: t('menu.market.referrals'), icon: <TeamOutline /> };
  return [
    {
      key: 'market',
      title: t('menu.market.title'),
      links: [
        { key: 'overview', path: paths.overview, label: t('menu.market.overview'), icon: <PayCircleOutline /> },
        { key: 'currency', path: paths.currency, label: t('menu.market.currency'), icon: <HistogramOutline /> },
        { key: 'option', path: paths.option, label: t('menu.market.option'), icon: <StarOutline /> },
        { key: 'blockchain', path: paths.blockchain, label: t('menu.market.blockchain'), icon: <GlobalOutline /> },
        { key: 'stakingRecord', path: paths.stakingRecord, label: t('menu.market.stakingRecord'), icon: <BillOutline /> },
        { key: 'blindBox', path: paths.blindBox, label: t('menu.market.blindBox'), icon: <GiftOutline /> },
        ...(operator ? [reviewLink] : []),
        ...(agent ? [referralsLink] : []),
      ],
    },
    {
      key: 'message',
      title: t('menu.message.title'),
      links: [
        { key: 'officialInfo', path: paths.officialInfo, label: t('menu.message.officialInfo'), icon: <FileOutline /> },
        { key: 'bulletinInfo', path: paths.bulletinInfo, label: t('menu.message.bulletinInfo'), icon: <SoundOutline /> },
        { key: 'manualDetail', path: paths.manualDetail, label: t('menu.message.manualDetail'), icon: <QuestionCircleOutline /> },
        { key: 'notifications', path: paths.settingsNotifications, label: t('menu.message.notifications'), icon: <SetOutline /> },
      ],
    },
  ];
}
