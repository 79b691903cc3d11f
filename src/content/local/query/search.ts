import type { StoryView } from './story-view';

function collectText(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value))
      if (key !== '_uid' && key !== 'component') collectText(field, into);
  }
}

const haystacks = new WeakMap<object, string>();

/** Every text of the story in every language (names, slugs, content fields), lowercased once. */
function haystackOf(view: StoryView): string {
  let text = haystacks.get(view.content);
  if (text === undefined) {
    const parts = [
      view.name,
      view.file.full_slug,
      ...view.file.translated_slugs.flatMap((slug) => [slug.path, slug.name ?? '']),
    ];
    collectText(view.content, parts);
    text = parts.join('\n').toLowerCase();
    haystacks.set(view.content, text);
  }
  return text;
}

/** All the haystacks of a set of stories in one string, so a search is one native scan. */
class SearchIndex {
  private readonly text: string;
  private readonly starts: number[] = [];

  constructor(private readonly views: readonly StoryView[]) {
    let offset = 0;
    const parts: string[] = [];
    for (const view of views) {
      const haystack = haystackOf(view);
      this.starts.push(offset);
      parts.push(haystack);
      offset += haystack.length + 1;
    }
    this.text = parts.join('\u0000');
  }

  private viewAt(position: number): StoryView | undefined {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
    return this.views[low];
  }

  matching(needle: string): Set<StoryView> {
    const found = new Set<StoryView>();
    if (needle.includes('\u0000')) return found;
    for (let at = this.text.indexOf(needle); at !== -1; at = this.text.indexOf(needle, at + 1)) {
      const view = this.viewAt(at);
      if (view) found.add(view);
    }
    return found;
  }
}

const searchIndexes = new WeakMap<readonly StoryView[], SearchIndex>();

/** `search_term`: a test of whether a story mentions the term anywhere (case-insensitive). */
export function searchTest(
  views: readonly StoryView[],
  term: string,
): (view: StoryView) => boolean {
  let index = searchIndexes.get(views);
  if (!index) {
    index = new SearchIndex(views);
    searchIndexes.set(views, index);
  }
  const found = index.matching(term.toLowerCase());
  return (view) => found.has(view);
}

/** Relevance without `sort_by`: a full-slug match first, then a name match, then folder position. */
export function searchRank(view: StoryView, term: string): number {
  const needle = term.toLowerCase();
  if (view.file.full_slug.toLowerCase().includes(needle)) return 0;
  if (view.name.toLowerCase().includes(needle)) return 1;
  return 2;
}
