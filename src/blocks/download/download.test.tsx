import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@/content';
import type { DownloadBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import {
  blockContext,
  messages,
  renderAsyncBlock as html,
} from '../../../tests/helpers/render-block';
import { Download } from './download';
import { downloadJsonLd } from './download-json-ld';

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
  getDatasourceLabels: async () => new Map([['wiring-diagram', 'Wiring diagram']]),
}));
vi.mock('@/site/editorial/related-stories', () => ({ relatedStories: async () => [] }));
vi.mock('@/site/format/organization', () => ({
  organizationJsonLd: async () => ({ '@type': 'Organization', name: 'Fortarc S.p.A.' }),
  siteUrl: (path: string) => `https://www.fortarc.example${path}`,
}));
vi.mock('../breadcrumbs/breadcrumb-trail', () => ({ BreadcrumbTrail: () => null }));

const PRIVATE_URL = '/private-assets/pioneer-pulse-403-wiring-diagram.pdf';

const blok = (fields: Partial<DownloadBlok> = {}): DownloadBlok => ({
  component: 'download',
  _uid: 'wd',
  title: 'Pioneer Pulse 403 wiring diagram',
  download_type: 'wiring-diagram',
  file: { id: 3036, filename: PRIVATE_URL, name: 'x.pdf' } as DownloadBlok['file'],
  file_size_kb: '17',
  languages: ['it', 'en', 'de'],
  description: 'Connectors, power wiring and test values.',
  access: 'partners',
  ...fields,
});

const story = {
  id: 412,
  uuid: 'e4cf9ed1-5074-5da0-ae6c-ab9d3e1e3b18',
  name: 'Schema elettrico Pioneer Pulse 403',
  slug: 'schema-elettrico-pioneer-pulse-403',
  full_slug: 'download-area/schema-elettrico-pioneer-pulse-403',
  default_full_slug: 'download-area/schema-elettrico-pioneer-pulse-403',
  translated_slugs: [
    {
      lang: 'en',
      path: 'download-area/pioneer-pulse-403-wiring-diagram',
      name: null,
      published: true,
    },
  ],
  content: { component: 'download', _uid: 'wd' },
} as unknown as Story;

const render = (b: DownloadBlok) =>
  html(<Download blok={b} context={{ ...blockContext('en'), story }} />);

function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

beforeEach(() => {
  state.signIn = false;
  state.tags = [];
});

describe('the page of a document for partners', () => {
  it('shows the lock, format and size, and no file URL anywhere, structured data included', async () => {
    const page = await render(blok());
    expect(page).toContain('For partners');
    expect(page).toContain('PDF · 17 kB');
    expect(page).not.toContain('/private-assets/');
    expect(page).not.toMatch(/ download=""/);
    expect(page).not.toContain('Sign in to download');
    const data = jsonLdOf(page);
    expect(data).toMatchObject({
      '@type': 'DigitalDocument',
      url: 'https://www.fortarc.example/en/download-area/pioneer-pulse-403-wiring-diagram',
      isAccessibleForFree: false,
      encodingFormat: 'application/pdf',
    });
    expect(data).not.toHaveProperty('contentUrl');
    expect(state.tags).toEqual(['settings:sign-in-off']);
  });

  it('with sign-in configured, leads to sign-in and on to the partner area', async () => {
    state.signIn = true;
    const page = await render(blok());
    expect(page).toMatch(
      /<a href="\/en\/partner-area\/sign-in\?next=%2Fen%2Fpartner-area" class="button button-primary[^"]*">/,
    );
    expect(page).not.toContain('/private-assets/');
    expect(state.tags).toEqual(['settings:sign-in-on']);
  });

  it('of a public document, offers the file and names it in the structured data', async () => {
    const file = '/assets/downloads/pioneer-pulse-operating-manual.pdf';
    const page = await render(
      blok({ access: undefined, file: { id: 1, filename: file } as DownloadBlok['file'] }),
    );
    expect(page).toContain(`href="${file}" download=""`);
    expect(jsonLdOf(page)).toMatchObject({ contentUrl: `https://www.fortarc.example${file}` });
    expect(jsonLdOf(page)).not.toHaveProperty('isAccessibleForFree');
    expect(state.tags).toEqual([]);
  });
});

describe('downloadJsonLd', () => {
  const common = {
    url: 'https://www.fortarc.example/en/download-area/x',
    active: true,
    organization: { '@type': 'Organization' },
    productNames: ['Pioneer Pulse 403'],
  };

  it('names no file of a document for partners, even when given one', () => {
    const data = downloadJsonLd({
      ...common,
      download: blok(),
      fileUrl: `https://www.fortarc.example${PRIVATE_URL}`,
      partnersOnly: true,
    });
    expect(data.contentUrl).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('private-assets');
    expect(data).toMatchObject({ isAccessibleForFree: false, contentSize: '17 KB' });
  });

  it('names no file of a certificate for partners', () => {
    const data = downloadJsonLd({
      ...common,
      download: blok({ download_type: 'certificate' }),
      fileUrl: `https://www.fortarc.example${PRIVATE_URL}`,
      partnersOnly: true,
    });
    expect(data.subjectOf).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('private-assets');
  });
});
