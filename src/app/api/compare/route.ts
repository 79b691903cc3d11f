import { getTranslations } from 'next-intl/server';
import type { TrayTexts } from '@/features/compare/tray-texts';
import { isLocale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import { comparableProducts } from '@/site/compare/comparable-products';
import { unknownLocaleAnswer } from '../_http/json-answer';

export const dynamic = 'force-dynamic';

/**
 * The comparison tray's words and the products' names in the page's language (`?locale=`): read
 * once per tab and language, after the visitor first chose a product, so no page carries them.
 * The same for everyone: caches keep it as long as a page.
 */
export async function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('locale');
  if (!isLocale(locale)) return unknownLocaleAnswer();
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    comparableProducts(locale),
  ]);
  const body: TrayTexts = {
    path: comparePath(locale),
    products: Object.fromEntries([...products].map(([slug, item]) => [slug, item.product.name])),
    texts: {
      tray: t('tray'),
      compare: t.raw('trayCompare') as string,
      clear: t('trayClear'),
      full: t('trayFull'),
      oneMore: t('trayOneMore'),
      added: t.raw('trayAdded') as string,
      removed: t.raw('trayRemoved') as string,
      remove: t.raw('removeLabel') as string,
      inComparison: t('inComparison'),
    },
  };
  return Response.json(body, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=300' },
  });
}
