import type { SnippetPart } from '@/search/engine';

/** What `GET /api/search` answers the header's search field with. */
export interface InstantResults {
  term: string;
  total: number;
  hits: Array<{ path: string; kind: string; title: SnippetPart[] }>;
  /** Announced to screen readers: how many, and how to choose. */
  status: string;
  /** The last option: every result on the search page. */
  all: { label: string; href: string };
  listLabel: string;
}

export const INSTANT_SEARCH_PATH = '/api/search';
