import { PageLink } from '@/site/ui/page-link';
import type { ReactNode } from 'react';
import { linksToStory, resolveLink, type MultiLink } from '@/content';
import type { RenderContext } from '@/site/render-context';
import { navCurrentState } from './current-section';

interface Props {
  link: MultiLink | undefined;
  context: Pick<RenderContext, 'story' | 'locale' | 'links'>;
  className?: string;
  children: ReactNode;
}

/**
 * A navigation entry: the link resolver's href (as ContentLink), with `aria-current` on the page
 * itself and on the section the page sits in, so the header can underline the current section.
 * A link that points nowhere is plain text. Only the attributes that apply are passed on: every
 * prop of a client component is written into the page's RSC payload, undefined ones included.
 */
export function NavLink({ link, context, className, children }: Props) {
  const href = resolveLink(link, context.locale, context.links);
  if (href === undefined) return <span className={className}>{children}</span>;
  const current = navCurrentState(href, context);
  const newTab = link?.target === '_blank';
  // As in ContentLink: only a story is a page link for the client router.
  const Anchor = linksToStory(link) ? PageLink : 'a';
  return (
    <Anchor
      href={href}
      {...(className ? { className } : {})}
      {...(current ? { 'aria-current': current } : {})}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Anchor>
  );
}
