import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The company's own time zone, so dates render the same on the server and in the browser.
    timeZone: 'Europe/Rome',
    messages: (await import(`./messages/${locale}.json`)).default,
  };
});
