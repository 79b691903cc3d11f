import type { ReactNode } from 'react';
import type { RenderContext } from '@/blocks/types';
import { globalSettings } from './page-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type Layout = 'default' | 'global' | 'system';

/**
 * Header, main landmark and footer around a page's content. The `system` layout (error pages)
 * keeps the brand, the language switcher and the contact footer but not the navigation.
 */
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
      <SiteHeader settings={settings} context={context} navigation={layout !== 'system'} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} locale={context.locale} />
    </>
  );
}
