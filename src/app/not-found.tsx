import './globals.css';
import { defaultLocale } from '@/i18n/routing';
import { archivo } from './fonts';
import messages from '@/i18n/messages/it.json';

/** For paths outside every locale (the proxy sends all others to a locale's own 404). */
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={archivo.variable}>
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 font-sans">
        <p className="text-7xl font-extrabold">404</p>
        <h1 className="text-2xl font-bold">{messages.NotFound.title}</h1>
        <a href="/" className="bg-accent px-6 py-3 font-semibold text-ink">
          {messages.NotFound.backHome}
        </a>
      </body>
    </html>
  );
}
