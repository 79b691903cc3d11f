import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { getStoryByPath } from '@/content';
import type { RenderContext } from '../types';
import { breadcrumbListJsonLd, breadcrumbTrail, inlineJson, type Crumb } from './trail';

const tones = {
  light: {
    link: 'text-steel-700 hover:text-ink',
    current: 'text-ink',
    separator: 'text-steel-600',
  },
  dark: {
    link: 'text-steel-200 hover:text-white',
    current: 'text-white',
    separator: 'text-steel-200',
  },
} as const;

type Tone = keyof typeof tones;

/** The trail of the page in `context` and the navigation's label, or null when there is none. */
export async function loadBreadcrumbs(
  context: Pick<RenderContext, 'locale' | 'story'>,
  showHome = true,
): Promise<{ crumbs: Crumb[]; label: string } | null> {
  const { story, locale } = context;
  if (!story) return null;
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const crumbs = await breadcrumbTrail(story, locale, {
    findStory: (slugPath) => getStoryByPath(locale, slugPath),
    homeName: t('home'),
    showHome,
  });
  return crumbs.length < 2 ? null : { crumbs, label: t('label') };
}

/**
 * A breadcrumb trail (home, each ancestor page, the page itself as `aria-current="page"` text) in
 * a labelled navigation, with the matching BreadcrumbList JSON-LD.
 */
export function BreadcrumbNav({
  crumbs,
  label,
  tone = 'light',
}: {
  crumbs: Crumb[];
  label: string;
  tone?: Tone;
}) {
  const colours = tones[tone];
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center">
            {index > 0 ? (
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                className={`mx-1.5 size-3.5 shrink-0 ${colours.separator}`}
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            ) : null}
            {index === crumbs.length - 1 ? (
              <span
                aria-current="page"
                className={`py-3 font-semibold break-words hyphens-auto ${colours.current}`}
              >
                {crumb.name}
              </span>
            ) : (
              <NextLink
                href={crumb.path}
                className={`inline-flex min-h-11 items-center break-words underline decoration-transparent decoration-2 underline-offset-4 transition-colors hover:decoration-accent ${colours.link}`}
              >
                {crumb.name}
              </NextLink>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: inlineJson(breadcrumbListJsonLd(crumbs, env().SITE_URL)),
        }}
      />
    </nav>
  );
}

/**
 * The breadcrumb trail of the page in `context`, for page templates; nothing for a page without a
 * story or a trail shorter than two steps. The `breadcrumbs` block puts the same trail in a bar.
 */
export async function BreadcrumbTrail({
  context,
  showHome = true,
  tone = 'light',
}: {
  context: Pick<RenderContext, 'locale' | 'story'>;
  showHome?: boolean;
  tone?: Tone;
}) {
  const trail = await loadBreadcrumbs(context, showHome);
  return trail ? <BreadcrumbNav crumbs={trail.crumbs} label={trail.label} tone={tone} /> : null;
}
