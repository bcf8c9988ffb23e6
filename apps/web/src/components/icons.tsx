import type { SVGProps } from 'react';
import moreSprite from '../assets/icons-more.svg?no-inline';
import firstScreenSprite from '../assets/icons.svg?no-inline';
import { FIRST_SCREEN_ICONS, type IconName } from './icon-names';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * An antd-mobile icon drawn from the sprite: same size (1em), colour (currentColor), alignment
 * and class as antd-mobile-icons' own components, so components and styles take it as one.
 */
function spriteIcon(name: IconName) {
  const sprite = FIRST_SCREEN_ICONS.includes(name) ? firstScreenSprite : moreSprite;
  function SpriteIcon({ className, style, ...props }: IconProps) {
    return (
      <svg width="1em" height="1em" {...props} className={className ? `antd-mobile-icon ${className}` : 'antd-mobile-icon'} style={{ verticalAlign: '-0.125em', ...style }}>
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

export const AddOutline = spriteIcon('AddOutline');
export const AppOutline = spriteIcon('AppOutline');
export const AppstoreOutline = spriteIcon('AppstoreOutline');
export const ArrowsAltOutline = spriteIcon('ArrowsAltOutline');
export const BellOutline = spriteIcon('BellOutline');
export const BillOutline = spriteIcon('BillOutline');
export const CheckCircleFill = spriteIcon('CheckCircleFill');
export const CheckShieldOutline = spriteIcon('CheckShieldOutline');
export const CloseCircleFill = spriteIcon('CloseCircleFill');
export const CloseOutline = spriteIcon('CloseOutline');
export const CompassOutline = spriteIcon('CompassOutline');
export const ContentOutline = spriteIcon('ContentOutline');
export const DeleteOutline = spriteIcon('DeleteOutline');
export const DownCircleOutline = spriteIcon('DownCircleOutline');
export const DownFill = spriteIcon('DownFill');
export const DownOutline = spriteIcon('DownOutline');
export const DownlandOutline = spriteIcon('DownlandOutline');
export const EditSOutline = spriteIcon('EditSOutline');
export const ExclamationCircleFill = spriteIcon('ExclamationCircleFill');
export const ExclamationTriangleOutline = spriteIcon('ExclamationTriangleOutline');
export const EyeInvisibleOutline = spriteIcon('EyeInvisibleOutline');
export const EyeOutline = spriteIcon('EyeOutline');
export const FileOutline = spriteIcon('FileOutline');
export const GiftOutline = spriteIcon('GiftOutline');
export const GlobalOutline = spriteIcon('GlobalOutline');
export const HistogramOutline = spriteIcon('HistogramOutline');
export const InformationCircleOutline = spriteIcon('InformationCircleOutline');
export const LeftOutline = spriteIcon('LeftOutline');
export const LockOutline = spriteIcon('LockOutline');
export const LoopOutline = spriteIcon('LoopOutline');
export const MessageOutline = spriteIcon('MessageOutline');
export const PayCircleOutline = spriteIcon('PayCircleOutline');
export const PictureOutline = spriteIcon('PictureOutline');
export const PieOutline = spriteIcon('PieOutline');
export const QuestionCircleOutline = spriteIcon('QuestionCircleOutline');
export const RightOutline = spriteIcon('RightOutline');
export const SearchOutline = spriteIcon('SearchOutline');
export const SetOutline = spriteIcon('SetOutline');
export const SoundOutline = spriteIcon('SoundOutline');
export const StarOutline = spriteIcon('StarOutline');
export const TeamOutline = spriteIcon('TeamOutline');
export const UnorderedListOutline = spriteIcon('UnorderedListOutline');
export const UpCircleOutline = spriteIcon('UpCircleOutline');
export const UpOutline = spriteIcon('UpOutline');
export const UploadOutline = spriteIcon('UploadOutline');
export const UserCircleOutline = spriteIcon('UserCircleOutline');
export const UserSetOutline = spriteIcon('UserSetOutline');
