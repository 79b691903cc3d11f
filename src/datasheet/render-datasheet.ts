import type { DatasheetContent } from './datasheet-content';
import { createTaggedPdf, drawPageFooters } from './pdf-document';
import { drawContact, drawFacts } from './sheet-closing';
import { drawHead, drawKeyFigures } from './sheet-head';
import { MARGIN, type Sheet } from './sheet-layout';
import { drawTechData } from './sheet-table';

export interface DatasheetInput {
  content: DatasheetContent;
  /** The main image as JPEG (product-image.ts), when it could be had. */
  image?: Buffer;
  /** The content's publication time, the document's creation date (so one content, one file). */
  revisedAt: Date;
}
export async function renderDatasheet({
  content,
  image,
  revisedAt,
}: DatasheetInput): Promise<Buffer> {
  const { doc, w, root, finish } = createTaggedPdf({
    locale: content.locale,
    title: content.title,
    author: content.company.name,
    subject: content.summary,
    date: revisedAt,
  });
  doc.addPage();
  const sheet: Sheet = { doc, w, root, content, y: MARGIN };
  drawHead(sheet, image);
  drawKeyFigures(sheet);
  drawTechData(sheet);
  drawFacts(sheet);
  drawContact(sheet);
  // Page numbers on every page, as pagination artifacts.
  drawPageFooters(w, (index, count) => ({
    left: `${content.company.name} · ${content.name} · ${content.modelCode}`,
    right: content.labels.pageOf
      .replace('{page}', String(index + 1))
      .replace('{pages}', String(count)),
  }));
  return finish();
}
