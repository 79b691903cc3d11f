import localFont from 'next/font/local';

/** Archivo (variable weight, latin), bundled from npm so the build never fetches a font. */
export const archivo = localFont({
  src: '../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  // Measured with Lighthouse: a preloaded font held Chromium's first paint back by about a second,
  // and `swap` re-laid the hero out (CLS 0.076). `optional` without preload paints at once, never
  // shifts, and uses Archivo whenever it is already cached or arrives within the block period.
  display: 'optional',
  variable: '--font-archivo',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
