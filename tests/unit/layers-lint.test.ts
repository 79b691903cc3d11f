import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's layers (docs/architecture.md, "Layers") as eslint.config.mjs keeps them: a change
 * that makes the proxy, the server, the path grammars or the catalogue import the frame, or the
 * frame import a block, fails the lint.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const FRAME_IMPORTS: [string, string][] = [
  ['src/proxy.ts', "import { Logo } from './site/logo';\nexport const x = Logo;\n"],
  ['server/metrics.ts', "import { Logo } from '../src/site/logo';\nexport const x = Logo;\n"],
  ['src/catalogue/facets.ts', "import { Logo } from '@/site/logo';\nexport const x = Logo;\n"],
  ['src/catalogue/facets.ts', "import { Logo } from '../site/logo';\nexport const x = Logo;\n"],
  ['src/paths/feed-paths.ts', "import { Logo } from '@/site/logo';\nexport const x = Logo;\n"],
];

describe('the layers lint rule', () => {
  it.each(FRAME_IMPORTS)(
    'fails %s importing the frame',
    async (filePath, code) => {
      const messages = await restrictedImports(filePath, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/do not import src\/site\//);
    },
    60_000,
  );

  it('fails the frame importing a block', async () => {
    const messages = await restrictedImports(
      'src/site/site-frame.tsx',
      "import { Product } from '@/blocks/product/product';\nexport const x = Product;\n",
    );
    expect(messages[0]).toMatch(/do not import blocks/);
  }, 60_000);

  it('lets the proxy use the path grammars, and a route use the frame', async () => {
    expect(
      await restrictedImports(
        'src/proxy.ts',
        "import { matchFeedPath } from './paths/feed-paths';\nexport const x = matchFeedPath;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'src/app/[locale]/compare/page.tsx',
        "import { Logo } from '@/site/logo';\nexport const x = Logo;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
