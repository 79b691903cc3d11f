import { contentSource } from '@/content';
import type { Locale } from '@/i18n/routing';
import { loadDocuments } from './documents';
import {
  buildIndex,
  searchIndex,
  type SearchAnswer,
  type SearchIndex,
  type SearchRequest,
} from './engine';

/**
 * The five languages' indexes, built from the content gateway's source (so both adapters) on
 * each language's first search (at start, the warm-up's), kept on `globalThis` for the whole
 * server.
 * After a publish (`refreshSearchIndexes`, called by src/features/publish/) each is built again
 * on its language's next search, which the index in use answers meanwhile: a publish costs the
 * content service no reads for search, and nobody waits for a build.
 */
interface Slot {
  index: Promise<SearchIndex>;
  /** Content changed since this index was built. */
  stale: boolean;
  rebuilding: boolean;
}

const INDEXES = Symbol.for('fortarc.search-indexes');
const holder = globalThis as { [INDEXES]?: Map<Locale, Slot> };

async function build(locale: Locale): Promise<SearchIndex> {
  const source = await contentSource();
  const documents = await loadDocuments(source, locale);
  // the build is synchronous work: let requests waiting since the reads go first
  await new Promise((resolve) => setImmediate(resolve));
  return buildIndex(locale, documents);
}

function start(slots: Map<Locale, Slot>, locale: Locale): void {
  const index = build(locale);
  // A failed build (the content service down) is forgotten, so the next search tries again.
  index.catch(() => slots.delete(locale));
  slots.set(locale, { index, stale: false, rebuilding: false });
}

function rebuild(slot: Slot, locale: Locale): void {
  slot.rebuilding = true;
  slot.stale = false;
  build(locale).then(
    (fresh) => {
      slot.index = Promise.resolve(fresh);
      slot.rebuilding = false;
    },
    () => {
      // the content service failed: the index in use stays, and the next search tries again
      slot.rebuilding = false;
      slot.stale = true;
    },
  );
}

/** The index of `locale`, built on its language's first search. */
export function searchIndexOf(locale: Locale): Promise<SearchIndex> {
  const slots = (holder[INDEXES] ??= new Map());
  if (!slots.has(locale)) start(slots, locale);
  const slot = slots.get(locale)!;
  if (slot.stale && !slot.rebuilding) rebuild(slot, locale);
  return slot.index;
}

/** Searches the site in `locale` (src/search/engine.ts). */
export async function searchSite(locale: Locale, request: SearchRequest): Promise<SearchAnswer> {
  return searchIndex(await searchIndexOf(locale), request);
}

/** Content changed (the publish webhook): each index is built again on its next search. */
export function refreshSearchIndexes(): void {
  for (const slot of holder[INDEXES]?.values() ?? []) slot.stale = true;
}
