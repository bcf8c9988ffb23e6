import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sprite from '../assets/icons.svg?raw';
import { ICON_NAMES } from './icon-names';
import { iconSprite } from './icon-sprite';
import * as icons from './icons';

describe('icons', () => {
  it('the committed sprite is what the script writes for today’s names (run scripts/make-icon-sprite.ts)', () => {
    expect(sprite).toBe(iconSprite(ICON_NAMES));
  });

  it('exports one component per name, each drawing its own symbol', () => {
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="`);
  });

  it('keeps antd-mobile-icons’ size, class and alignment, and passes the caller’s props on', () => {
    const { container } = render(<icons.CloseOutline className="sheet__close" aria-hidden="true" style={{ color: 'red' }} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('antd-mobile-icon sheet__close');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.style.verticalAlign).toBe('-0.125em');
    expect(svg?.style.color).toBe('red');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/icons\.svg.*#CloseOutline$/);
  });
});
