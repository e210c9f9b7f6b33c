import fs from 'node:fs';

/** Apple requires an icon in every pass (shown on the lock screen and in notifications): ours, drawn by assets/make-icons.ts. */
export const DEFAULT_ICON = fs.readFileSync(new URL('./assets/icon.png', import.meta.url));
export const DEFAULT_ICON_2X = fs.readFileSync(new URL('./assets/icon@2x.png', import.meta.url));
