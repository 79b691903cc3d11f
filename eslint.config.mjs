import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** One link primitive: a page link is a `PageLink`, followed by one document listener. */
const pageLinksOnly = {
  name: 'next/link',
  message:
    'Use PageLink (src/site/ui/page-link.tsx): a next/link per link hydrates and prefetches at load (docs/architecture.md, "Page links").',
};

/** A block is composed by a route (or another block), never imported by the layers below. */
const noBlocks = {
  regex: '^(@/blocks|(\\.\\./)+blocks)(/|$)',
  message:
    'The frame and the layers below it do not import blocks: let the route (or a module in src/blocks) compose them.',
};

/** The frame (src/site/) renders pages; the proxy, the server and the pure rules below it never import it. */
const noFrame = {
  regex: '^(@/site|\\./site|(\\.\\./)+(src/)?site)(/|$)',
  message:
    'The proxy, server/ and the layers below the frame do not import src/site/: a derived path belongs in src/paths/, a rule in src/catalogue/, a component in the frame or a block (docs/architecture.md, "Layers").',
};

/**
 * The house's one direction (docs/architecture.md, "Layers"): routes compose the blocks and the
 * frame; the frame and everything below it never import a block, and the proxy, the server and
 * everything below the frame (the path grammars, the catalogue's rules, the content gateway)
 * never import the frame.
 */
const restricted = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [pageLinksOnly], patterns }],
});

const theFrame = { files: ['src/site/**'], rules: restricted([noBlocks]) };

const belowTheFrame = {
  files: [
    'src/paths/**',
    'src/content/**',
    'src/catalogue/**',
    'src/redirects/**',
    'src/i18n/**',
    'src/config/**',
    'src/leads/**',
  ],
  rules: restricted([noBlocks, noFrame]),
};

const aboveTheRoutes = {
  files: ['src/proxy.ts', 'server/**'],
  rules: restricted([noBlocks, noFrame]),
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { rules: { 'no-restricted-imports': ['error', { paths: [pageLinksOnly] }] } },
  theFrame,
  belowTheFrame,
  aboveTheRoutes,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    '.artifacts/**',
  ]),
]);
