import { products, uuidOf } from './fixture-products';
import { storyFile } from './fixture-files';

const ALL = ['en', 'es', 'fr', 'de'];

const page = (uid: string, fields: Record<string, unknown>) => ({
  component: 'page',
  _uid: uid,
  ...fields,
});

/** A button blok whose multilink points at a story (Storyblok's stored shape). */
function storyButton(uid: string, target: number, cachedUrl: string) {
  return {
    component: 'button',
    _uid: uid,
    label: 'Vai',
    link: {
      fieldtype: 'multilink',
      linktype: 'story',
      id: uuidOf(target),
      url: '',
      cached_url: cachedUrl,
    },
  };
}

/** Every story of the fixture but the products. */
export function pageStories() {
  // the products without the search term, so the link hub holds more than 50 story links
  const linked = products.filter((spec) => !spec.slug.includes('zephyr'));
  return [
    storyFile(1, 'home', {
      name: 'Home',
      position: 0,
      translated_slugs: ALL.map((lang) => ({ lang, path: 'home', name: 'Home' })),
      content: page('home', {
        title: 'Benvenuti',
        title__i18n__en: 'Welcome',
        title__i18n__es: 'Bienvenidos',
        title__i18n__fr: 'Bienvenue',
        title__i18n__de: 'Willkommen',
      }),
    }),
    storyFile(2, 'prodotti/', {
      name: 'Prodotti',
      is_startpage: true,
      position: 1,
      translated_slugs: [
        { lang: 'en', path: 'products', name: 'Products' },
        { lang: 'es', path: 'productos', name: 'Productos' },
      ],
      content: page('products', { title: 'Prodotti', title__i18n__en: 'Products' }),
    }),
    storyFile(3, 'chi-siamo', {
      name: 'Chi siamo',
      position: 2,
      tag_list: ['corporate'],
      translated_slugs: [{ lang: 'en', path: 'about-us', name: 'About us' }],
      // translated in English only: Spanish falls back to Italian
      content: page('about', { title: 'Chi siamo', title__i18n__en: 'About us' }),
    }),
    storyFile(4, 'collegamenti', {
      name: 'Collegamenti',
      position: 3,
      content: page('links', {
        title: 'Collegamenti',
        body: [
          storyButton('to-product', 101, 'prodotti/mig-01'),
          storyButton('to-about', 3, 'chi-siamo'),
          {
            component: 'button',
            _uid: 'to-web',
            label: 'Web',
            link: {
              fieldtype: 'multilink',
              linktype: 'url',
              id: '',
              url: 'https://example.com',
              cached_url: 'https://example.com',
            },
          },
        ],
      }),
    }),
    storyFile(5, 'raccolte/tutti', {
      name: 'Tutti i prodotti',
      position: 4,
      content: {
        component: 'collection',
        _uid: 'collection',
        title: 'Tutti i prodotti',
        products: products.map((spec) => spec.uuid),
      },
    }),
    storyFile(6, 'raccolte/indice', {
      name: 'Indice',
      position: 5,
      content: page('index', {
        title: 'Indice',
        body: linked.map((spec) => storyButton(`index-${spec.n}`, spec.id, spec.fullSlug)),
      }),
    }),
    storyFile(7, 'notizie/lancio', {
      name: 'Lancio',
      position: 6,
      content: { component: 'news', _uid: 'launch', title: 'Titolo pubblicato' },
      draft: {
        name: 'Lancio (bozza)',
        content: { component: 'news', _uid: 'launch', title: 'Titolo bozza' },
      },
    }),
    storyFile(8, 'notizie/anteprima', {
      name: 'Anteprima',
      position: 7,
      published_at: null,
      first_published_at: null,
      content: { component: 'news', _uid: 'preview', title: 'Anteprima' },
    }),
    storyFile(201, 'prodotti/accessori/torcia', {
      name: 'Torcia',
      parent_id: 2,
      position: 100,
      content: { component: 'accessory', _uid: 'torch', title: 'Torcia' },
    }),
    storyFile(202, 'prodotti/accessori/maschera', {
      name: 'Maschera',
      parent_id: 2,
      position: 101,
      content: { component: 'accessory', _uid: 'mask', title: 'Maschera' },
    }),
  ];
}

export const datasources = [
  {
    name: 'Colori',
    slug: 'colori',
    entries: [
      { id: 1, name: 'Rosso', value: 'red', dimension_values: { en: 'Red', de: 'Rot' } },
      { id: 2, name: 'Blu', value: 'blue', dimension_values: { en: 'Blue' } },
      { id: 3, name: 'Verde', value: 'green', dimension_values: { en: 'Green', de: 'Grün' } },
    ],
  },
  {
    name: 'Taglie',
    slug: 'taglie',
    entries: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      name: `Taglia ${i + 1}`,
      value: `size-${i + 1}`,
    })),
  },
];
