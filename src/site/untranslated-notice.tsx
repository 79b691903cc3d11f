import { getTranslations } from 'next-intl/server';
import { hrefFor, sitePath } from '@/content';
import type { RenderContext } from '@/site/render-context';
import { untranslatedNoticeId } from './language-alternates';

/**
 * On a language's home, where the language switcher lands from a page that has no version in
 * that language: the notice that says so, drawn only when the URL's hash names it (CSS
 * `:target`), so it needs no script and the home stays one page for every visitor.
 */
export async function UntranslatedNotice({ context }: { context: RenderContext }) {
  const { locale, story } = context;
  if (!story || hrefFor(story, locale) !== sitePath('home', locale)) return null;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <div id={untranslatedNoticeId[locale]} role="status" className="untranslated-notice">
      <p>{t('untranslatedNotice')}</p>
    </div>
  );
}
