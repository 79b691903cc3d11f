import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents';
import { buildIndex, prepareQuery, searchIndex, toleranceFor } from './engine';

const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  type: 'product',
  path: `/${id}`,
  title: '',
  model: '',
  summary: '',
  facets: '',
  body: '',
  catalogue: '',
  details: {},
  ...fields,
});

const italian = buildIndex('it', [
  doc('pp403', {
    title: 'Pioneer Pulse 403',
    summary: 'Generatore MIG/MAG pulsato da 400 A',
    facets: 'Alluminio',
  }),
  doc('pp403r', {
    title: 'Pioneer Pulse 403 Robot',
    summary: 'Per celle robotizzate',
    facets: 'Automazione',
  }),
  doc('manual', {
    type: 'download',
    title: 'Manuale d’uso Pioneer Pulse',
    summary: 'Istruzioni di sicurezza e qualità',
  }),
  doc('news', {
    type: 'news',
    title: 'Cantiere navale Ardesia',
    body: 'Saldature più veloci <script>alert(1)</script>',
  }),
]);
const german = buildIndex('de', [
  doc('course', { type: 'event', title: 'Aufbaukurs WIG AC/DC für Aluminium' }),
  doc('other', { type: 'event', title: 'Kurs Impuls-MIG/MAG-Schweißen von Stahl' }),
  doc('manual', { type: 'download', title: 'Ersatzteilliste Micromag' }),
]);

describe('the query, as the index holds it', () => {
  it('forgives typos by the length of the word', () => {
    expect([toleranceFor('mig'), toleranceFor('pulse'), toleranceFor('pioneers')]).toEqual([
      0, 1, 2,
    ]);
    expect(prepareQuery(italian, 'pioner').corrected).toBe(true);
    expect(prepareQuery(italian, 'mog').corrected).toBe(false); // three letters: no typo forgiven
  });

  it('puts back accents left out, and splits German compounds the index knows the parts of', () => {
    expect(prepareQuery(italian, 'qualita').terms.map((t) => t.term)).toEqual(
      prepareQuery(italian, 'qualità').terms.map((t) => t.term),
    );
    const parts = prepareQuery(german, 'Aluminiumkurs').terms.map((t) => t.term);
    expect(parts).toHaveLength(2);
  });

  it('drops stop words and matches the last word as a prefix, as one types', () => {
    const { terms } = prepareQuery(italian, 'manuale di pio');
    expect(terms.map((t) => t.term)).toEqual(['manual', 'pio']);
    expect(terms.at(-1)?.prefix).toBe(true);
  });
});

describe('searchIndex', () => {
  it('ranks the page named by the query first, and counts every kind', () => {
    const answer = searchIndex(italian, { term: 'pioneer pulse 403' });
    expect(answer.hits.map((hit) => hit.id)).toEqual(['pp403', 'pp403r']);
    expect(answer.counts.product).toBe(2);
    expect(answer.match).toBe('all');
  });

  it('finds plurals and singulars alike, and a field other than the title', () => {
    expect(searchIndex(italian, { term: 'cantieri navali' }).hits[0]?.id).toBe('news');
    expect(searchIndex(italian, { term: 'pulse alluminio' }).hits.map((hit) => hit.id)).toEqual([
      'pp403',
    ]);
  });

  it('finds the parts of a German compound', () => {
    expect(searchIndex(german, { term: 'WIG Kurs' }).hits[0]?.id).toBe('course');
    expect(searchIndex(german, { term: 'Ersatzteile' }).hits[0]?.id).toBe('manual');
  });

  it('filters by kind and pages, keeping the counts of every kind', () => {
    const answer = searchIndex(italian, { term: 'pulse', type: 'download', perPage: 1 });
    expect(answer.hits.map((hit) => hit.id)).toEqual(['manual']);
    expect(answer.counts).toMatchObject({ product: 2, download: 1 });
    expect(answer.total).toBe(3);
    const second = searchIndex(italian, { term: 'pulse', perPage: 2, page: 2 });
    expect(second.hits).toHaveLength(1);
    expect(second.pages).toBe(2);
    expect(searchIndex(italian, { term: 'pulse', perPage: 2, page: 99 }).page).toBe(2);
  });

  it('marks what matched in the title and a passage, as text (the page escapes it)', () => {
    const [hit] = searchIndex(italian, { term: 'saldature veloci' }).hits;
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Saldature',
      'veloci',
    ]);
    expect(hit?.snippet.map((part) => part.text).join('')).toContain('<script>');
  });

  it('falls back to the pages with most of the words, and suggests words for nothing', () => {
    const some = searchIndex(italian, { term: 'pioneer zanzibar' });
    expect(some.match).toBe('some');
    expect(some.total).toBeGreaterThan(0);
    // two letters swapped are two edits: too many for seven letters, close enough to suggest
    expect(searchIndex(italian, { term: 'manuela' })).toMatchObject({
      total: 0,
      suggestions: ['manuale'],
    });
    const nothing = searchIndex(italian, { term: 'xyzzy' });
    expect(nothing).toMatchObject({ total: 0, match: 'none', hits: [] });
    expect(searchIndex(italian, { term: 'robbot' }).hits[0]?.id).toBe('pp403r');
  });

  it('lists machines first for a query in the catalogue’s words, not for one with other words', () => {
    const index = buildIndex('it', [
      doc('course', { type: 'event', title: 'Corso TIG su alluminio', body: 'Corso pratico' }),
      doc('cruiser', {
        title: 'Cruiser 322 AC/DC',
        facets: 'TIG AC/DC · Alluminio',
        body: 'Per l’alluminio e gli acciai',
        catalogue: 'Cruiser 322 AC/DC · TIG AC/DC · Alluminio',
      }),
      doc('manual', { type: 'download', title: 'Manuale Cruiser AC/DC' }),
    ]);
    const order = (term: string) => searchIndex(index, { term }).hits.map((hit) => hit.id);
    expect(order('alluminio')).toEqual(['cruiser', 'course']);
    expect(order('tig alluminio')).toEqual(['cruiser', 'course']);
    expect(order('cruiser')).toEqual(['cruiser', 'manual']);
    expect(order('corso alluminio')).toEqual(['course']);
    expect(order('manuale cruiser')[0]).toBe('manual');
  });
});
