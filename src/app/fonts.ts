import localFont from 'next/font/local';

/**
 * Archivo (variable weight, latin), bundled from npm so the build never fetches a font. The face
 * is defined in src/config/fonts.ts; next/font needs literal options here, so they repeat it, and
 * src/config/fonts.test.ts fails when the two differ.
 */
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
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
