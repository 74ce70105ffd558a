import { BUSINESS } from '@estampa/shared/business/identity';
import { colors } from '@estampa/shared/theme/theme';

/** The icon files the shell's build draws from the logo (shell/build/icons.js writes them). */
export const ICONS = {
  favicon: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
} as const;

/** Colour of the browser's interface around the site (the header's dark red). */
export const THEME_COLOR = colors.primaryDark;

/** The web app manifest (/manifest.webmanifest), in Spanish, from the identity and the theme. */
export function webManifest() {
  return {
    name: BUSINESS.name,
    short_name: BUSINESS.name,
    description: BUSINESS.tagline,
    lang: 'es-DO',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: colors.surface,
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
