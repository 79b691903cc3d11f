import type { ReactNode } from 'react';
import type { RenderContext } from '@/blocks/types';
import { globalSettings } from './page-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer around a page's content. */
export async function SiteFrame({
  context,
  children,
}: {
  context: RenderContext;
  children: ReactNode;
}) {
  const settings = await globalSettings(context.locale);
  return (
    <>
      <SiteHeader settings={settings} context={context} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} locale={context.locale} />
    </>
  );
}
