import * as antdIcons from 'antd-mobile-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from './icon-names';

const icons = antdIcons as unknown as Record<IconName, ComponentType>;

/** Coordinates to 0.01 of the 48-unit box (antd draws to 1e-7), a hundredth of a pixel at any size the app shows. */
function rounded(path: string): string {
  return path.replace(/\d+\.\d{3,}/g, (value) => String(Math.round(Number(value) * 100) / 100));
}

/**
 * One icon as antd-mobile-icons draws it, as a sprite symbol named after it: its own ids and its
 * invisible sizing rectangle dropped, coordinates rounded.
 */
export function iconSymbol(name: IconName): string {
  const markup = renderToStaticMarkup(createElement(icons[name]));
  const match = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`${name} is not a single <svg>`);
  const [, viewBox, body = ''] = match;
  const drawing = body
    .replace(/ id="[^"]*"/g, '')
    .replace(/<rect[^>]*opacity="0"[^>]*><\/rect>/g, '')
    .replace(/ d="([^"]*)"/g, (_, path: string) => ` d="${rounded(path)}"`);
  return `<symbol id="${name}" viewBox="${viewBox}">${drawing}</symbol>`;
}

/** The sprite file for these icons. */
export function iconSprite(names: readonly IconName[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${names.map(iconSymbol).join('\n')}\n</svg>\n`;
}
