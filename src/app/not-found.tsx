import './globals.css';
import { sitePath } from '@/content';
import { defaultLocale, locales } from '@/i18n/routing';
import { archivo } from './fonts';
import it from '@/i18n/messages/it.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import de from '@/i18n/messages/de.json';

const titles = { it, en, es, fr, de };

/**
 * The last-resort 404: paths the proxy does not see (`/api/…`, `/_next/…`) and a story that
 * disappears between the proxy's check and the render. Every known path gets its locale's own 404
 * page (`[locale]/404`). Next serialises this element into every page's payload, so it is kept
 * small, and it speaks every language because it cannot know the visitor's.
 */
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={archivo.variable}>
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 font-sans">
        <h1 className="text-7xl font-extrabold">404</h1>
        <ul className="flex flex-col gap-3 text-center">
          {locales.map((locale) => (
            <li key={locale} lang={locale}>
              <a href={sitePath('home', locale)} className="font-semibold underline">
                {titles[locale].NotFound.title}: {titles[locale].NotFound.backHome}
              </a>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}
