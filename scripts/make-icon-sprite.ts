// Writes apps/web/src/assets/icons.svg and icons-more.svg, the sprites every icon of the app is drawn from
// (the first screens' icons, and the rest).
// Run with `npx tsx scripts/make-icon-sprite.ts` after adding a name to icon-names.ts; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FIRST_SCREEN_ICONS, ICON_NAMES, MORE_ICONS } from '../apps/web/src/components/icon-names.js';
import { iconSprite } from '../apps/web/src/components/icon-sprite.js';

const folder = new URL('../apps/web/src/assets/', import.meta.url);
mkdirSync(folder, { recursive: true });
writeFileSync(new URL('icons.svg', folder), iconSprite(FIRST_SCREEN_ICONS));
writeFileSync(new URL('icons-more.svg', folder), iconSprite(MORE_ICONS));
console.warn(`wrote ${ICON_NAMES.length} icons`);
