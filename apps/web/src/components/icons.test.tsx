import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import moreSprite from '../assets/icons-more.svg?raw';
import firstScreenSprite from '../assets/icons.svg?raw';
import { FIRST_SCREEN_ICONS, ICON_NAMES, MORE_ICONS, type IconName } from './icon-names';
import { iconSprite } from './icon-sprite';
import * as icons from './icons';

function IconByName({ name }: { name: IconName }) {
  const Icon = (icons as Record<IconName, (props: object) => ReactElement>)[name];
  return <Icon />;
}

describe('icons', () => {
  it('the committed sprites are what the script writes for today’s names (run scripts/make-icon-sprite.ts)', () => {
    expect(firstScreenSprite).toBe(iconSprite(FIRST_SCREEN_ICONS));
    expect(moreSprite).toBe(iconSprite(MORE_ICONS));
    expect([...FIRST_SCREEN_ICONS, ...MORE_ICONS].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('exports one component per name, each drawing its own symbol from the sprite that holds it', () => {
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<IconByName name={name} />);
      const [file, symbol] = container.querySelector('use')?.getAttribute('href')?.split('#') ?? [];
      expect(symbol).toBe(name);
      const sprite = FIRST_SCREEN_ICONS.includes(name) ? firstScreenSprite : moreSprite;
      expect(file).toMatch(FIRST_SCREEN_ICONS.includes(name) ? /icons\.svg/ : /icons-more\.svg/);
      expect(sprite).toContain(`<symbol id="${name}" viewBox="`);
      unmount();
    }
  });

  it('keeps antd-mobile-icons’ size, class and alignment, and passes the caller’s props on', () => {
    const { container } = render(<icons.CloseOutline className="sheet__close" aria-hidden="true" style={{ color: 'red' }} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('antd-mobile-icon sheet__close');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.style.verticalAlign).toBe('-0.125em');
    expect(svg?.style.color).toBe('red');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/icons-more\.svg.*#CloseOutline$/);
  });
});
