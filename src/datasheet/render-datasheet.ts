import PDFDocument from 'pdfkit';
import type { DatasheetContent } from './datasheet-content';
import { datasheetFaces, type FontWeight } from './pdf-fonts';
import { COLORS, PdfWriter } from './pdf-writer';
import { drawContact, drawFacts } from './sheet-closing';
import { drawHead, drawKeyFigures } from './sheet-head';
import { FOOTER_TOP, MARGIN, PAGE, type Sheet } from './sheet-layout';
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
  const faces = datasheetFaces();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    pdfVersion: '1.7',
    tagged: true,
    lang: content.locale,
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: content.title,
      Author: content.company.name,
      Subject: content.summary,
      Creator: content.company.name,
      Producer: content.company.name,
      CreationDate: revisedAt,
      ModDate: revisedAt,
    },
  });
  for (const weight of Object.keys(faces) as FontWeight[]) {
    for (const face of faces[weight]) {
      // PDFKit takes a parsed fontkit face as well as bytes (PDFFontFactory.open); its types do not say so
      doc.registerFont(face.name, face.font as unknown as Buffer);
    }
  }
  // the document's language in its metadata too, where pdfinfo -meta and search tools read it
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${content.locale}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  doc.addPage();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = new PdfWriter(doc, faces);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const sheet: Sheet = { doc, w, root, content, y: MARGIN };
  drawHead(sheet, image);
  drawKeyFigures(sheet);
  drawTechData(sheet);
  drawFacts(sheet);
  drawContact(sheet);
  root.end();

  // Page numbers on every page, as pagination artifacts.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.markContent('Artifact', { type: 'Pagination' });
    const label = content.labels.pageOf
      .replace('{page}', String(i + 1))
      .replace('{pages}', String(range.count));
    w.draw(
      `${content.company.name} · ${content.name} · ${content.modelCode}`,
      { size: 7.5, color: COLORS.steel, width: 380 },
      MARGIN,
      FOOTER_TOP,
    );
    w.draw(
      label,
      { size: 7.5, color: COLORS.steel, width: 120, align: 'right' },
      PAGE.width - MARGIN - 120,
      FOOTER_TOP,
    );
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
