import './globals.css';
import NextLink from 'next/link';
import { defaultLocale } from '@/i18n/routing';
import { archivo } from './fonts';
import messages from '@/i18n/messages/it.json';

/** For paths the proxy does not see (`/api/…`, `/_next/…`); every other path gets a locale's own 404. */
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={archivo.variable}>
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 font-sans">
        <p className="text-7xl font-extrabold">404</p>
        <h1 className="text-2xl font-bold">{messages.NotFound.title}</h1>
        <NextLink href="/" className="bg-accent px-6 py-3 font-semibold text-ink">
          {messages.NotFound.backHome}
        </NextLink>
      </body>
    </html>
  );
}
