// Draws the demo images (products, scenes, accessories, certificates, social card) as SVG and renders them to JPEG: node scripts/demo-assets/render-images.mjs [name-filter]
import { writeFile, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessorySvg } from './accessories.mjs';
import { ACCESSORIES, CERTIFICATES, PRODUCTS, SCENES } from './catalogue.mjs';
import { certificateSvg } from './certificates.mjs';
import { writeJpeg } from './encode.mjs';
import { productSvg } from './machines.mjs';
import { ogSvg } from './og.mjs';
import { CONTROL_PANEL_HOTSPOTS } from './scenes-closeup.mjs';
import { sceneSvg } from './scenes.mjs';
import { Doc } from './svg.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const IMAGES = join(ROOT, 'public', 'assets', 'images');
/** Size budgets (bytes) per format; exceeding one is reported, not fatal. */
const BUDGET = { '1600x1200': 120_000, '1920x1080': 160_000 };

/** One job per output picture: its size, folder, name and how to draw it. */
function jobs() {
  const list = [];
  const add = (w, h, folder, name, draw) => list.push({ w, h, folder, name, draw });
  for (const slug of PRODUCTS) add(1600, 1200, 'products', slug, (doc) => productSvg(doc, slug));
  for (const name of SCENES) add(1920, 1080, 'scenes', name, (doc) => sceneSvg(doc, name));
  for (const slug of ACCESSORIES)
    add(1200, 900, 'accessories', slug, (doc) => accessorySvg(doc, slug));
  for (const cert of CERTIFICATES)
    add(1240, 1754, 'certificates', cert.slug, (doc) => certificateSvg(doc, cert));
  add(1200, 630, 'og', 'default', (doc) => ogSvg(doc));
  return list;
}

async function render(job) {
  const file = join(IMAGES, `${job.w}x${job.h}`, job.folder, `${job.name}.jpg`);
  const svg = job.draw(new Doc(job.w, job.h));
  const bytes = await writeJpeg(svg, file, { width: job.w, height: job.h, quality: 80 });
  if (job.folder === 'scenes' && job.name === 'control-panel') await writeHotspots(file);
  return { file, bytes, budget: BUDGET[`${job.w}x${job.h}`] };
}

/** Hotspot positions (percent of width/height) for the control-panel picture, next to the image. */
async function writeHotspots(imageFile) {
  const out = imageFile.replace(/\.jpg$/, '.hotspots.json');
  const data = {
    image: '/' + relative(join(ROOT, 'public'), imageFile).split('\\').join('/'),
    width: 1920,
    height: 1080,
    hotspots: CONTROL_PANEL_HOTSPOTS,
  };
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(data, null, 2) + '\n');
}

async function main() {
  const filter = process.argv[2];
  const todo = jobs().filter((j) => !filter || `${j.folder}/${j.name}`.includes(filter));
  const started = performance.now();
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      results.push(await render(job));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));
  const seconds = (performance.now() - started) / 1000;
  const total = results.reduce((sum, r) => sum + r.bytes, 0);
  const biggest = results.reduce((a, b) => (b.bytes > a.bytes ? b : a), results[0]);
  for (const r of results.filter((x) => x.budget && x.bytes > x.budget)) {
    console.warn(`over budget: ${relative(ROOT, r.file)} ${(r.bytes / 1000).toFixed(0)} kB`);
  }
  console.log(
    `${results.length} images, ${(total / 1e6).toFixed(2)} MB in ${seconds.toFixed(1)} s; ` +
      `biggest ${relative(ROOT, biggest.file)} (${(biggest.bytes / 1000).toFixed(0)} kB)`,
  );
}

await main();
