import { PageLink } from '@/site/ui/page-link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { StrokeIcon } from '@/site/ui/stroke-icon';
import { getStoryByPath } from '@/content';
import type { RenderContext } from '../types';
import { breadcrumbListJsonLd, breadcrumbTrail, inlineJson, type Crumb } from './trail';

type Tone = 'light' | 'dark';

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
  return (
    <nav aria-label={label}>
      <ol className={tone === 'dark' ? 'crumbs crumbs-dark' : 'crumbs'}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index > 0 ? <StrokeIcon d="M9 6l6 6-6 6" className="crumb-sep" /> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <PageLink href={crumb.path}>{crumb.name}</PageLink>
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
