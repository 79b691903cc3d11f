import type { ReactNode } from 'react';
import type { RenderContext } from '@/site/render-context';
import { globalSettings } from './page-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UntranslatedNotice } from './untranslated-notice';

/**
 * Spec section 2 "Layouts" (see docs/design-system.md, "Layouts"):
 * - `default`: white sticky header with the full navigation, the full footer;
 * - `global`: a landing page whose ink header runs into the full-bleed hero below it;
 * - `system`: error pages: the full header, so a lost visitor can go on (issue 62), and the
 *   footer's bottom line only.
 */
export type Layout = 'default' | 'global' | 'system';

/** Header, main landmark and footer around a page's content, in the page's layout. */
export async function SiteFrame({
  context,
  children,
  layout = 'default',
}: {
  context: RenderContext;
  children: ReactNode;
  layout?: Layout;
}) {
  const settings = await globalSettings(context.locale);
  return (
    <>
      <SiteHeader
        settings={settings}
        context={context}
        tone={layout === 'global' ? 'dark' : 'light'}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <UntranslatedNotice context={context} />
        {children}
      </main>
      <SiteFooter settings={settings} context={context} compact={layout === 'system'} />
    </>
  );
}
