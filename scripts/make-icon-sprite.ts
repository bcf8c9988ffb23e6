// Writes apps/web/src/assets/icons.svg, the sprite every icon of the app is drawn from.
// Run with `npx tsx scripts/make-icon-sprite.ts` after adding a name to icon-names.ts; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ICON_NAMES } from '../apps/web/src/components/icon-names.js';
import { iconSprite } from '../apps/web/src/components/icon-sprite.js';

const folder = new URL('../apps/web/src/assets/', import.meta.url);
mkdirSync(folder, { recursive: true });
writeFileSync(new URL('icons.svg', folder), iconSprite(ICON_NAMES));
console.warn(`wrote ${ICON_NAMES.length} icons`);
