import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** One link primitive: a page link is a `PageLink`, followed by one document listener. */
const pageLinksOnly = {
  name: 'next/link',
  message:
    'Use PageLink (src/site/ui/page-link.tsx): a next/link per link hydrates and prefetches at load (docs/architecture.md, "Page links").',
};

/**
 * The house's one direction (docs/architecture.md, "Layers"): routes compose the blocks and the
 * frame; the frame and everything below it never import a block.
 */
const belowTheBlocks = {
  files: [
    'src/site/**',
    'src/content/**',
    'src/catalogue/**',
    'src/redirects/**',
    'src/i18n/**',
    'src/config/**',
    'src/leads/**',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [pageLinksOnly],
        patterns: [
          {
            regex: '^(@/blocks|(\\.\\./)+blocks)(/|$)',
            message:
              'The frame and the layers below it do not import blocks: let the route (or a module in src/blocks) compose them.',
          },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { rules: { 'no-restricted-imports': ['error', { paths: [pageLinksOnly] }] } },
  belowTheBlocks,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    '.artifacts/**',
  ]),
]);
