// Writes the demo PDF downloads (the plasma catalogue, manuals, declarations, spare parts, datasheet, certificates) to public/assets/downloads,
// and the partner documents (wiring diagram, service manual, firmware notes) to content/private-assets, never public/:
// `node scripts/demo-assets/render-pdfs.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, PARTNER_DOCUMENTS } from './render-pdfs-docs.mjs';
import { renderPdf, validatePdf } from './render-pdfs-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputs = [
  { dir: path.join(root, 'public/assets/downloads'), documents: DOCUMENTS },
  { dir: path.join(root, 'content/private-assets'), documents: PARTNER_DOCUMENTS },
];

const MAX_PAGES = 3;
let failures = 0;
for (const { dir: outDir, documents } of outputs) {
  mkdirSync(outDir, { recursive: true });
  for (const doc of documents) {
    try {
      const { bytes, pages } = renderPdf(doc);
      const checked = validatePdf(bytes);
      if (checked !== pages) throw new Error(`${checked} page objects, ${pages} laid out`);
      if (pages > MAX_PAGES) throw new Error(`${pages} pages; at most ${MAX_PAGES} are wanted`);
      writeFileSync(path.join(outDir, doc.file), bytes);
      console.log(
        `${doc.file}\t${pages} p.\t${bytes.length} bytes\t${Math.ceil(bytes.length / 1024)} kB`,
      );
    } catch (error) {
      failures++;
      console.error(`${doc.file}: ${error.message}`);
    }
  }
}
if (failures > 0) {
  console.error(`${failures} document(s) failed`);
  process.exit(1);
}
