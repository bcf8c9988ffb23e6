/**
 * The antd-mobile icons the app shows. They are drawn from two SVG sprites (`assets/icons.svg` for
 * FIRST_SCREEN_ICONS, `assets/icons-more.svg` for the rest, written by `npx tsx
 * scripts/make-icon-sprite.ts`), not shipped as 46 React components of path data in the first
 * page's JavaScript. Add a name here, run the script, then export it from `icons.tsx`.
 */
export const ICON_NAMES = [
  'AddOutline',
  'AppOutline',
  'AppstoreOutline',
  'ArrowsAltOutline',
  'BellOutline',
  'BillOutline',
  'CheckCircleFill',
  'CheckShieldOutline',
  'CloseCircleFill',
  'CloseOutline',
  'CompassOutline',
  'ContentOutline',
  'DeleteOutline',
  'DownCircleOutline',
  'DownFill',
  'DownOutline',
  'DownlandOutline',
  'EditSOutline',
  'ExclamationCircleFill',
  'ExclamationTriangleOutline',
  'EyeInvisibleOutline',
  'EyeOutline',
  'FileOutline',
  'GiftOutline',
  'GlobalOutline',
  'HistogramOutline',
  'InformationCircleOutline',
  'LeftOutline',
  'LockOutline',
  'LoopOutline',
  'MessageOutline',
  'PayCircleOutline',
  'PictureOutline',
  'PieOutline',
  'QuestionCircleOutline',
  'RightOutline',
  'SearchOutline',
  'SetOutline',
  'SoundOutline',
  'StarOutline',
  'TeamOutline',
  'UnorderedListOutline',
  'UpCircleOutline',
  'UpOutline',
  'UploadOutline',
  'UserCircleOutline',
  'UserSetOutline',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The icons the tab pages and the chart draw on their first screen (the header, the tab bar, home's
 * quick entries and bulletins, the assets overview), in the small sprite every first visit loads.
 * The browser builds a document for a sprite on the main thread: all 46 took 20-25 ms here, one
 * long task on a slow phone. The others come from the second sprite when a page first draws one.
 */
export const FIRST_SCREEN_ICONS: readonly IconName[] = [
  'AppOutline',
  'ArrowsAltOutline',
  'BellOutline',
  'BillOutline',
  'CompassOutline',
  'DownFill',
  'DownOutline',
  'DownlandOutline',
  'EyeOutline',
  'GiftOutline',
  'GlobalOutline',
  'HistogramOutline',
  'LeftOutline',
  'LoopOutline',
  'MessageOutline',
  'PayCircleOutline',
  'PieOutline',
  'RightOutline',
  'SoundOutline',
  'UnorderedListOutline',
  'UploadOutline',
];

/** The icons of the second sprite. */
export const MORE_ICONS: readonly IconName[] = ICON_NAMES.filter((name) => !FIRST_SCREEN_ICONS.includes(name));
