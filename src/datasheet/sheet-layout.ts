import type PDFDocument from 'pdfkit';
import type { DatasheetContent } from './datasheet-content';
import type { PdfWriter } from './pdf-writer';

/** A4 in points, the margins, and where the content stops above each page's footer. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const FOOTER_TOP = PAGE.height - 40;
export const CONTENT_BOTTOM = FOOTER_TOP - 16;

/** What every part of the datasheet draws with: the document, its writer, its root element. */
export interface Sheet {
  doc: InstanceType<typeof PDFDocument>;
  w: PdfWriter;
  root: PDFKit.PDFStructureElement;
  content: DatasheetContent;
  /** Where the next part starts on the current page. */
  y: number;
}

/** Starts a new page when `height` does not fit above the footer. */
export function ensureRoom(sheet: Sheet, height: number): void {
  if (sheet.y + height > CONTENT_BOTTOM) {
    sheet.doc.addPage();
    sheet.y = MARGIN;
  }
}
