import { shortId } from '@/site/ui/short-id';
import { PageLink } from '@/site/ui/page-link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';

const SUMMARY_FIELDS = ['summary', 'teaser', 'seo_description', 'description', 'text'];

function summaryOf(story: Story): string | undefined {
  for (const field of SUMMARY_FIELDS) {
    const value = story.content[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function titleOf(story: Story): string {
  for (const field of ['title', 'name', 'seo_title']) {
    const value = story.content[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return story.name;
}

const KINDS = ['page', 'product', 'blog-post', 'event', 'job-position', 'download'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

/** The list of found pages: kind, title linking to the page, summary. */
export async function SearchResults({ stories, locale }: { stories: Story[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <ol className="flex flex-col divide-y divide-steel-200 border-y border-steel-200">
      {stories.map((story) => {
        const component = story.content.component;
        const summary = summaryOf(story);
        return (
          <li key={shortId(story.uuid)} className="flex flex-col gap-2 py-6">
            <p className="eyebrow">{t(`kinds.${isKind(component) ? component : 'page'}`)}</p>
            <h2 className="heading-3">
              <PageLink href={hrefFor(story, locale)} className="link-underline">
                {titleOf(story)}
              </PageLink>
            </h2>
            {summary ? <p className="line-clamp-3 text-steel-700">{summary}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
