import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/content';
import { ContentLink } from './content-link';
import { languageAlternates } from './language-alternates';

const page = {
  default_full_slug: 'contatti',
  translated_slugs: [{ lang: 'en', path: 'contacts', name: null, published: true }],
  content: { component: 'page', _uid: 'p' },
} as unknown as Story;
const context = { locale: 'en' as const, links: new Map(), alternates: languageAlternates(page) };

describe('ContentLink', () => {
  it('renders a plain span when the link has no target', () => {
    const html = renderToStaticMarkup(
      <ContentLink link={{ linktype: 'url', url: '' }} context={context} className="c">
        Text
      </ContentLink>,
    );
    expect(html).toBe('<span class="c">Text</span>');
  });

  it('passes the target through, with noopener for a new tab', () => {
    const html = renderToStaticMarkup(
      <ContentLink
        link={{ linktype: 'url', url: 'https://example.com', target: '_blank' }}
        context={context}
      >
        Site
      </ContentLink>,
    );
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('adds the active class and aria-current on a link to the page being shown', () => {
    const html = renderToStaticMarkup(
      <ContentLink
        link={{ linktype: 'url', url: '/en/contacts/' }}
        context={context}
        className="nav"
        activeClassName="is-active"
      >
        Contacts
      </ContentLink>,
    );
    expect(html).toContain('class="nav is-active"');
    expect(html).toContain('aria-current="page"');
    const other = renderToStaticMarkup(
      <ContentLink
        link={{ linktype: 'url', url: '/en' }}
        context={context}
        activeClassName="is-active"
      >
        Home
      </ContentLink>,
    );
    expect(other).not.toContain('is-active');
  });
});
