import PDFDocument from 'pdfkit';
import { datasheetFaces, type FontWeight } from './pdf-fonts';
import { COLORS, PdfWriter } from './pdf-writer';
import { FOOTER_TOP, MARGIN, PAGE } from './sheet-layout';

type Doc = InstanceType<typeof PDFDocument>;

export interface TaggedPdfOptions {
  /** The document's language (BCP 47), in its catalog and its XMP metadata. */
  locale: string;
  title: string;
  author: string;
  subject: string;
  /** Its creation and modification date: the content's, so one content makes one file. */
  date: Date;
}

export interface TaggedPdf {
  doc: Doc;
  w: PdfWriter;
  /** The structure tree's `Document` element: every part of the text goes under it. */
  root: PDFKit.PDFStructureElement;
  /** Ends the structure and the document; resolves to its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * An A4 tagged PDF (PDF/UA's structure, the language, a displayed title) in the brand's faces,
 * with no page yet: the datasheet's and the catalogue's common start.
 */
export function createTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const faces = datasheetFaces();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    pdfVersion: '1.7',
    tagged: true,
    lang: options.locale,
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      Creator: options.author,
      Producer: options.author,
      CreationDate: options.date,
      ModDate: options.date,
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
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${options.locale}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    w: new PdfWriter(doc, faces),
    root,
    finish: () => {
      root.end();
      doc.end();
      return done;
    },
  };
}

/** The brand mark (the arc on its dark square), `size` points wide, as an artifact. */
export function drawBrandMark(w: PdfWriter, x: number, y: number, size: number): void {
  const { doc } = w;
  w.artifact(() => {
    doc
      .save()
      .translate(x, y)
      .scale(size / 32);
    doc.roundedRect(0, 0, 32, 32, 3).fill(COLORS.ink);
    doc.path('M7 24 L16 7 L25 24').lineWidth(3.2).lineJoin('round').stroke(COLORS.accent);
    doc.circle(16, 19, 2.6).fill(COLORS.white);
    doc.restore();
  });
}

/**
 * Every page's footer as a pagination artifact: `left` (the company, the document) and `right`
 * (`Page 2 of 9`) of each page by its index; a page whose `footer` is undefined has none.
 */
export function drawPageFooters(
  w: PdfWriter,
  footer: (index: number, count: number) => { left: string; right: string } | undefined,
): void {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    const text = footer(i, range.count);
    if (!text) continue;
    doc.switchToPage(i);
    doc.markContent('Artifact', { type: 'Pagination' });
    w.draw(text.left, { size: 7.5, color: COLORS.steel, width: 380 }, MARGIN, FOOTER_TOP);
    w.draw(
      text.right,
      { size: 7.5, color: COLORS.steel, width: 120, align: 'right' },
      PAGE.width - MARGIN - 120,
      FOOTER_TOP,
    );
    doc.endMarkedContent();
  }
}
