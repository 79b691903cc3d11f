import { PageLink } from '@/site/ui/page-link';
import type { ReactNode } from 'react';
import { linksToStory, resolveLink, type MultiLink } from '@/content';
import type { RenderContext } from '@/site/render-context';

interface Props {
  link: MultiLink | undefined;
  context: Pick<RenderContext, 'locale' | 'links' | 'alternates'>;
  className?: string;
  /** Added when the link leads to the page being shown (`aria-current="page"` is set too). */
  activeClassName?: string;
  children: ReactNode;
}

/**
 * Every content link of the site: the one resolver gives the href; a link that points nowhere is a
 * plain `<span>`; a story is a `PageLink`, anything else a plain `<a>`; the link's target is passed
 * through (a new tab also gets `noopener`).
 */
export function ContentLink({ link, context, className, activeClassName, children }: Props) {
  const href = resolveLink(link, context.locale, context.links);
  if (href === undefined) return <span className={className}>{children}</span>;
  const active = href === context.alternates[context.locale].href;
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ');
  // Only the attributes that apply: an undefined prop still costs bytes in the RSC payload.
  const optional = {
    ...(classes && { className: classes }),
    ...(link?.target && { target: link.target }),
    ...(link?.target === '_blank' && { rel: 'noopener noreferrer' }),
    ...(active && { 'aria-current': 'page' as const }),
  };
  // Stories are the site's pages; e-mail, files and other sites are not the client router's.
  if (!linksToStory(link)) {
    return (
      <a {...optional} href={href}>
        {children}
      </a>
    );
  }
  return (
    <PageLink href={href} {...optional}>
      {children}
    </PageLink>
  );
}
