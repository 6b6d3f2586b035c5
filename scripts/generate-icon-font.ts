/**
 * Writes the client's icon font and its stylesheet (src/components/icons.ttf, icons.css) from
 * src/components/iconPaths.ts: `npx tsx scripts/generate-icon-font.ts` after changing an icon.
 */
import { writeFileSync } from 'node:fs';
import { ICON_PATHS } from '../src/components/iconPaths';
import { iconFont } from './iconFont';

const { ttf, css } = iconFont(ICON_PATHS);
writeFileSync('src/components/icons.ttf', ttf);
writeFileSync('src/components/icons.css', css);
