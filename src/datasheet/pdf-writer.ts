import type PDFDocument from 'pdfkit';
import { fontRuns, type FontWeight, type LoadedFace } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/** The brand's colours (src/app/globals.css). */
export const COLORS = {
  ink: '#0e1014',
  accent: '#ffad00',
  steel: '#4b525c',
  rule: '#d5d9df',
  muted: '#f2f4f6',
  white: '#ffffff',
};

export interface TextStyle {
  weight?: FontWeight;
  size: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
  characterSpacing?: number;
  link?: string;
}

/**
 * Draws text on a tagged PDF: each paragraph a structure element of its type, each run of
 * characters in the first face that has them (pdf-fonts.ts).
 */
export class PdfWriter {
  constructor(
    readonly doc: Doc,
    private readonly faces: Record<FontWeight, LoadedFace[]>,
  ) {}

  /** Draws `text` at (x, y), or at the cursor, in `style`, with no structure of its own. */
  draw(text: string, style: TextStyle, x?: number, y?: number): void {
    const { doc } = this;
    const runs = fontRuns(text, this.faces[style.weight ?? 'regular']);
    doc.fillColor(style.color ?? COLORS.ink).fontSize(style.size);
    runs.forEach((run, i) => {
      doc.font(run.face);
      const options = {
        continued: i < runs.length - 1,
        width: style.width,
        align: style.align,
        lineGap: style.lineGap ?? 0,
        characterSpacing: style.characterSpacing ?? 0,
        link: style.link,
      };
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  }

  /** A paragraph or heading (`P`, `H1`, `H2`, ...) under `parent`, drawn at (x, y). */
  block(parent: Struct, type: string, text: string, style: TextStyle, x?: number, y?: number) {
    parent.add(this.doc.struct(type, {}, () => this.draw(text, style, x, y)));
  }

  /** The height `text` takes in `style` at its width. */
  height(text: string, style: TextStyle): number {
    const face = fontRuns(text, this.faces[style.weight ?? 'regular'])[0]?.face;
    if (face) this.doc.font(face);
    return this.doc.fontSize(style.size).heightOfString(text, {
      width: style.width,
      lineGap: style.lineGap ?? 0,
    });
  }

  /** Decoration (rules, bands, the brand mark): an artifact, outside the reading order. */
  artifact(paint: () => void): void {
    this.doc.markContent('Artifact');
    paint();
    this.doc.endMarkedContent();
  }
}
