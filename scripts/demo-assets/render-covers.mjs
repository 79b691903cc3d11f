// Draws the first page of each public PDF download as its picture (public/assets/images/1240x1754/
// downloads/), as certificates have theirs, and points the download's image at it in every language:
// `node scripts/demo-assets/render-covers.mjs` after render-pdfs.mjs and `npm run content:catalogues`.
// Partner documents keep their product's picture: their pages are not for the public.
// Needs poppler's pdftoppm (scripts/ensure-pdf-tools.sh); run `npx prettier --write content` after.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STORIES = path.join(ROOT, 'content/stories/download-area');
const FOLDER = '/assets/images/1240x1754/downloads';
/** The cover's alt text: these words, then the document's title. */
const COVER = { it: 'Copertina', en: 'Cover', es: 'Portada', fr: 'Couverture', de: 'Titelseite' };
/** Asset ids of the covers, after the demo's other assets. */
const FIRST_ID = 3100;

const work = mkdtempSync(path.join(tmpdir(), 'fortarc-covers-'));
try {
  const files = readdirSync(STORIES)
    .filter((name) => name.endsWith('.json'))
    .sort();
  let id = FIRST_ID;
  for (const name of files) {
    const file = path.join(STORIES, name);
    const story = JSON.parse(readFileSync(file, 'utf8'));
    const content = story.content;
    const pdf = content.file?.filename ?? '';
    if (content.component !== 'download' || content.access === 'partners') continue;
    if (!pdf.startsWith('/assets/downloads/') || !pdf.endsWith('.pdf')) continue;
    const base = path.basename(pdf, '.pdf');
    // A4 at 150 dpi is 1240 x 1754 pixels, the certificates' size
    const page = path.join(work, base);
    execFileSync(
      'pdftoppm',
      ['-f', '1', '-l', '1', '-r', '150', '-singlefile', '-png'].concat([
        path.join(ROOT, 'public', pdf),
        page,
      ]),
    );
    const cover = `${FOLDER}/${base}.jpg`;
    const info = await sharp(`${page}.png`)
      .resize(1240, 1754, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(path.join(ROOT, 'public', cover));
    id += 1;
    for (const [key, words] of Object.entries(COVER)) {
      const field = key === 'it' ? 'image' : `image__i18n__${key}`;
      const title = content[key === 'it' ? 'title' : `title__i18n__${key}`] ?? content.title;
      content[field] = {
        ...(content[field] ?? content.image ?? {}),
        id,
        filename: cover,
        alt: `${words}: ${title}`,
      };
    }
    writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`);
    console.log(`${cover}\t${Math.ceil(info.size / 1024)} kB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
