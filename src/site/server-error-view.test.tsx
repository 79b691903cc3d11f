import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerErrorView } from './server-error-view';
import { SiteUrlProvider } from './site-url';

describe('the error page of an unhandled error', () => {
  it.each([
    ['it', 'Errore del server', 'href="/"'],
    ['en', 'Internal server error', 'href="/en"'],
    ['es', 'Error interno del servidor', 'href="/es"'],
    ['fr', 'Erreur interne du serveur', 'href="/fr"'],
    ['de', 'Interner Serverfehler', 'href="/de"'],
  ])('in %s: status 500, the status message and a primary button home', (locale, title, home) => {
    const html = renderToStaticMarkup(<ServerErrorView locale={locale} />);
    expect(html).toContain('500');
    expect(html).toContain(title);
    expect(html).toContain(home);
    expect(html).toContain('bg-accent');
  });

  it('points its canonical link and og:url at the root URL plus /404', () => {
    const html = renderToStaticMarkup(
      <SiteUrlProvider value="https://www.fortarc.example">
        <ServerErrorView locale="de" />
      </SiteUrlProvider>,
    );
    expect(html).toContain('<link rel="canonical" href="https://www.fortarc.example/404"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.fortarc.example/404"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('falls back to Italian for a locale it does not know', () => {
    expect(renderToStaticMarkup(<ServerErrorView locale="xx" />)).toContain('Errore del server');
  });
});
