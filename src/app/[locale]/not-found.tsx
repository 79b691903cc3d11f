import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/site/not-found-view';

/** Only reached when a story disappears between the proxy's check and the render. */
export default async function LocaleNotFound() {
  return <NotFoundView locale={await getLocale()} />;
}
