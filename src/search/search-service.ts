import { contentSource } from '@/content';
import { locales, type Locale } from '@/i18n/routing';
import { loadDocuments } from './documents';
import {
  buildIndex,
  searchIndex,
  type SearchAnswer,
  type SearchIndex,
  type SearchRequest,
} from './engine';

/**
 * The five languages' indexes, built from the content gateway's source (so both adapters) when
 * first asked for (at start: the warm-up searches), kept on `globalThis` for the whole server,
 * and built again after a publish (`refreshSearchIndexes`, called by src/features/publish/).
 */
const INDEXES = Symbol.for('fortarc.search-indexes');
const slot = globalThis as { [INDEXES]?: Map<Locale, Promise<SearchIndex>> };

async function build(locale: Locale): Promise<SearchIndex> {
  const source = await contentSource();
  return buildIndex(locale, await loadDocuments(source, locale));
}

/** The index of `locale`; asking for one starts building the others, so each is ready sooner. */
export function searchIndexOf(locale: Locale): Promise<SearchIndex> {
  const indexes = (slot[INDEXES] ??= new Map());
  if (!indexes.has(locale)) {
    for (const code of [locale, ...locales.filter((other) => other !== locale)]) {
      if (indexes.has(code)) continue;
      const building = build(code);
      // A failed build (the content service down) is forgotten, so the next search tries again.
      building.catch(() => indexes.delete(code));
      indexes.set(code, building);
    }
  }
  return indexes.get(locale)!;
}

/** Searches the site in `locale` (src/search/engine.ts). */
export async function searchSite(locale: Locale, request: SearchRequest): Promise<SearchAnswer> {
  return searchIndex(await searchIndexOf(locale), request);
}

/**
 * Content changed (the publish webhook): every index is built again, from the source as it is
 * now. The indexes in use answer until their successors are ready.
 */
let refreshes = 0;

export function refreshSearchIndexes(): void {
  const indexes = slot[INDEXES];
  if (!indexes) return;
  // Two publishes close together: only the later one's indexes are kept.
  const refresh = ++refreshes;
  for (const locale of [...indexes.keys()]) {
    build(locale).then(
      (index) => {
        if (refresh === refreshes) indexes.set(locale, Promise.resolve(index));
      },
      () => {
        // the content service failed: the index in use stays until the next publish
      },
    );
  }
}
