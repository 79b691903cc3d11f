import { PageLink } from '@/site/ui/page-link';
import { sitePath } from '@/content';
import type { RenderContext } from '@/site/render-context';
import { Logo } from '../logo';
import { navCurrentState } from './current-section';

/** The logo, linking to the language's home. */
export function HomeLink({
  context,
  company,
  label,
  tone,
}: {
  context: Pick<RenderContext, 'locale' | 'story'>;
  company: string;
  label: string;
  tone: 'light' | 'dark';
}) {
  const href = sitePath('home', context.locale);
  return (
    <PageLink
      href={href}
      aria-label={label}
      {...(navCurrentState(href, context) === 'page' ? { 'aria-current': 'page' as const } : {})}
      className="home-link"
    >
      <Logo name={company} tone={tone} />
    </PageLink>
  );
}
