import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it from '@/i18n/messages/it.json';
import type { Locale } from '@/i18n/routing';
import type { RenderContext } from '@/blocks/types';
import { languageAlternates } from '@/site/language-alternates';

export const messages = { it, en, es, fr, de } as const;

/** The render context of a block outside any page: no story, no links. */
export function blockContext(locale: Locale = 'en'): RenderContext {
  return {
    locale,
    alternates: languageAlternates(),
    links: new Map(),
    showMissingBlocks: false,
    draft: false,
  };
}

/** A block's server HTML with that locale's messages (await an async block before passing it). */
export function renderBlock(node: ReactNode, locale: Locale = 'en'): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Rome">
      {node}
    </NextIntlClientProvider>,
  );
}

/** The same for a block whose children are async server components, as the server renders them. */
export async function renderAsyncBlock(node: ReactNode, locale: Locale = 'en'): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Rome">
      {node}
    </NextIntlClientProvider>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}
