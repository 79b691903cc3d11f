import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
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
