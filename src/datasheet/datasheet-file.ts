import { createHash } from 'node:crypto';
import { env } from '@/config/env';
import type { Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { parseContentDate } from '@/site/format/date';
import { datasheetContent } from './datasheet-content';
import { datasheetImage } from './product-image';
import { renderDatasheet } from './render-datasheet';

export interface DatasheetFile {
  bytes: Buffer;
  /** A strong validator of the bytes. */
  etag: string;
}

/**
 * Generated datasheets, kept by what they show: the key is a hash of the datasheet's content (every
 * label, value, address and date it prints), so a publish that changes any of it makes a new file
 * on the next request, and the product page's "Datasheet (PDF, 58 kB)" and the file it links to
 * are one generation. Bounded in bytes: every datasheet of the site (about 110, 50 to 90 kB each)
 * fits, and the oldest go first.
 */
const FILES = Symbol.for('fortarc.datasheet-files');
const slot = globalThis as {
  [FILES]?: { kept: Map<string, Promise<DatasheetFile>>; sizes: Map<string, number> };
};
const MAX_BYTES = 16 * 1024 * 1024;

function keep(key: string, file: Promise<DatasheetFile>) {
  const { kept, sizes } = (slot[FILES] ??= { kept: new Map(), sizes: new Map() });
  kept.set(key, file);
  file.then(
    ({ bytes }) => {
      sizes.set(key, bytes.length);
      let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      for (const oldest of kept.keys()) {
        if (total <= MAX_BYTES || oldest === key) break;
        total -= sizes.get(oldest) ?? 0;
        kept.delete(oldest);
        sizes.delete(oldest);
      }
    },
    () => kept.delete(key),
  );
}

/** The datasheet of a product story in `locale`: generated on first request, then kept. */
export async function datasheetFile(story: Story, locale: Locale): Promise<DatasheetFile> {
  const content = await datasheetContent(story, locale, env().SITE_URL);
  const revisedAt = parseContentDate(story.published_at ?? story.updated_at) ?? new Date(0);
  const key = createHash('sha256')
    .update(JSON.stringify({ content, revisedAt }))
    .digest('base64url');
  const kept = slot[FILES]?.kept.get(key);
  if (kept) return kept;
  const file = (async () => {
    const image = content.image ? await datasheetImage(content.image.filename) : undefined;
    const bytes = await renderDatasheet({ content, image, revisedAt });
    return {
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    };
  })();
  keep(key, file);
  return file;
}
