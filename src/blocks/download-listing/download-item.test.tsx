import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@/content';
import type { DownloadBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { messages } from '../../../tests/helpers/render-block';
import { DownloadItem } from './download-item';

const state = vi.hoisted(() => ({ signIn: false, tags: [] as string[] }));

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'Media' }),
}));

vi.mock('@/features/session/sign-in-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/session/sign-in-config')>()),
  signInConfig: () =>
    state.signIn
      ? { apiKey: 'test-key-123', authDomain: 'fortarc.example', projectId: 'demo-fortarc' }
      : undefined,
}));

vi.mock('@/content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/content')>()),
  dependOnSetting: async (tag: string) => {
    state.tags.push(tag);
  },
}));

const PRIVATE_URL = '/private-assets/pioneer-pulse-403-wiring-diagram.pdf';

function download(fields: Partial<DownloadBlok> = {}): Story {
  const content: DownloadBlok = {
    component: 'download',
    _uid: 'wd',
    title: 'Pioneer Pulse 403 wiring diagram',
    download_type: 'wiring-diagram',
    file: {
      id: 3036,
      filename: PRIVATE_URL,
      alt: '',
      name: 'pioneer-pulse-403-wiring-diagram.pdf',
    } as DownloadBlok['file'],
    file_size_kb: '17',
    languages: ['it', 'en', 'de'],
    description: 'Connectors, power wiring and test values.',
    access: 'partners',
    ...fields,
  };
  return {
    id: 412,
    uuid: 'e4cf9ed1-5074-5da0-ae6c-ab9d3e1e3b18',
    name: 'Schema elettrico Pioneer Pulse 403',
    slug: 'schema-elettrico-pioneer-pulse-403',
    full_slug: 'download-area/schema-elettrico-pioneer-pulse-403',
    default_full_slug: 'download-area/schema-elettrico-pioneer-pulse-403',
    lang: 'default',
    translated_slugs: [
      {
        lang: 'en',
        path: 'download-area/pioneer-pulse-403-wiring-diagram',
        name: 'Pioneer Pulse 403 wiring diagram',
        published: true,
      },
    ],
    content: content as unknown as Story['content'],
  } as Story;
}

/** The server HTML of a server component tree, async children included (text separators dropped). */
async function html(node: ReactNode, locale: Locale): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Rome">
      {node}
    </NextIntlClientProvider>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

const render = (story: Story, locale: Locale = 'en') =>
  html(<DownloadItem story={story} locale={locale} typeLabel="Wiring diagram" />, locale);

beforeEach(() => {
  state.signIn = false;
  state.tags = [];
});

describe('a document for partners in a download list', () => {
  it('shows a lock and "For partners" with format and size, never the file', async () => {
    const page = await render(download());
    expect(page).toContain('For partners');
    expect(page).toContain('PDF · 17 kB');
    expect(page).toMatch(/<svg aria-hidden="true"[^>]*><path d="M7 11V8a5 5 0 0 1 10 0v3/);
    expect(page).toContain('href="/en/download-area/pioneer-pulse-403-wiring-diagram"');
    expect(page).not.toContain('/private-assets/');
    expect(page).not.toContain('pioneer-pulse-403-wiring-diagram.pdf');
  });

  it('without sign-in configured, offers no link, and tags the render sign-in-off', async () => {
    const page = await render(download());
    expect(page).not.toContain('Sign in to download');
    expect(page).not.toContain('partner-area');
    expect(state.tags).toEqual(['settings:sign-in-off']);
  });

  it('with sign-in configured, links to sign-in on the way to the partner area', async () => {
    state.signIn = true;
    const page = await render(download());
    expect(page).toContain(
      'href="/en/partner-area/sign-in?next=%2Fen%2Fpartner-area" class="download-file"',
    );
    expect(page).toContain(
      'Sign in to download<span class="sr-only">: Pioneer Pulse 403 wiring diagram</span>',
    );
    expect(page).not.toContain('/private-assets/');
    expect(state.tags).toEqual(['settings:sign-in-on']);
  });

  it('speaks the visitor’s language', async () => {
    state.signIn = true;
    const page = await render(download({ title: 'Schema elettrico Pioneer Pulse 403' }), 'it');
    expect(page).toContain('Riservato ai partner');
    expect(page).toContain('href="/area-riservata/accesso?next=%2Farea-riservata"');
    expect(page).toContain('Accedi per scaricare');
  });
});

describe('a public document in a download list', () => {
  it('links its file, with no lock and no settings tag', async () => {
    const page = await render(
      download({
        access: 'public',
        file: {
          id: 3014,
          filename: '/assets/downloads/pioneer-pulse-operating-manual.pdf',
          name: 'pioneer-pulse-operating-manual.pdf',
        } as DownloadBlok['file'],
      }),
    );
    expect(page).toContain('href="/assets/downloads/pioneer-pulse-operating-manual.pdf"');
    expect(page).not.toContain('For partners');
    expect(state.tags).toEqual([]);
  });

  it('is public without the field, as every older story', async () => {
    const page = await render(
      download({
        access: undefined,
        file: {
          id: 3014,
          filename: '/assets/downloads/pioneer-pulse-operating-manual.pdf',
        } as DownloadBlok['file'],
      }),
    );
    expect(page).toContain('href="/assets/downloads/pioneer-pulse-operating-manual.pdf"');
    expect(page).not.toContain('For partners');
  });
});
