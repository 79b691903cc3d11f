import { describe, expect, it } from 'vitest';
import type { StoreFiles } from '../local/load';
import { privateAssetProblems } from './private-file-rule';

const story = (file: string, content: Record<string, unknown>) => ({
  file,
  story: {
    content: { _uid: 'x', ...content },
  } as unknown as StoreFiles['stories'][number]['story'],
});

const files = (...stories: ReturnType<typeof story>[]) =>
  ({ stories, datasources: [], space: {} }) as unknown as StoreFiles;

describe('private files in the content', () => {
  it('may be the file of a document for partners, and only that', () => {
    const ok = story('a.json', {
      component: 'download',
      access: 'partners',
      file: { filename: '/private-assets/a.pdf' },
    });
    expect(privateAssetProblems(files(ok))).toEqual([]);
  });

  it('are refused anywhere a page would show their URL', () => {
    const problems = privateAssetProblems(
      files(
        story('public.json', {
          component: 'download',
          file: { filename: '/private-assets/a.pdf' },
        }),
        story('image.json', {
          component: 'download',
          access: 'partners',
          file: { filename: '/private-assets/a.pdf' },
          image: { filename: '/private-assets/b.jpg' },
        }),
        story('link.json', {
          component: 'page',
          body: [
            { component: 'button', link: { linktype: 'asset', url: '/private-assets/a.pdf' } },
          ],
        }),
      ),
    );
    expect(problems.map((problem) => [problem.file, problem.field])).toEqual([
      ['public.json', 'content.file.filename'],
      ['image.json', 'content.image.filename'],
      ['link.json', 'content.body[0].link.url'],
    ]);
  });

  it('are required for a document for partners', () => {
    const problems = privateAssetProblems(
      files(
        story('leak.json', {
          component: 'download',
          access: 'partners',
          file: { filename: '/assets/downloads/a.pdf' },
        }),
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/needs a private file/);
  });
});
