import type { Locale } from '@/i18n/routing';
import type { CatalogueFamily, CataloguePart, CatalogueProduct } from './catalogue-content';
import { createTaggedPdf, drawBrandMark, drawPageFooters, type TaggedPdf } from './pdf-document';
import { COLORS } from './pdf-writer';
import { CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, PAGE } from './sheet-layout';

/** A catalogue's words in one language (its title and texts, the site's labels). */
export interface CatalogueTexts {
  title: string;
  subtitle: string;
  intro: string;
  service: string;
  /** The language's name in itself (`Italiano`). */
  language: string;
  contents: string;
  contacts: string;
  /** `Page {page} of {pages}`. */
  pageOf: string;
  /** `VAT {vat}`. */
  vat: string;
}

export interface CatalogueCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  vatNumber: string;
}

export interface CatalogueInput {
  /** The parts, one per language, the first the document's own. */
  parts: CataloguePart[];
  texts: Partial<Record<Locale, CatalogueTexts>>;
  company: CatalogueCompany;
  /** The cover's picture (JPEG) and each product's and family's (JPEG by its image's path). */
  cover?: Buffer;
  images: ReadonlyMap<string, Buffer>;
  /** Its publication date, the file's dates: one content, one file. */
  date: Date;
}

const COVER_IMAGE_HEIGHT = 360;
const GAP = 12;
const CARD = { width: (CONTENT_WIDTH - GAP) / 2, height: 132, pad: 10, image: [96, 72] as const };
const FAMILY_HEADER = 44;
const BANNER_HEIGHT = 118;
const MUTED_ON_INK = '#aeb5bd';

interface Drawing extends TaggedPdf {
  input: CatalogueInput;
  /** Each page's language, for its footer; undefined on the covers. */
  pageLocales: Array<Locale | undefined>;
  /** Where each part's family starts: `${locale}/${family}` -> page number. */
  starts: Map<string, number>;
}

/**
 * A JPEG as PDFKit's image source: a data URL, which PDFKit keeps by its text, so a picture drawn
 * in each language's part is embedded once.
 */
const sources = new WeakMap<Buffer, string>();
function imageSource(jpeg: Buffer): string {
  let source = sources.get(jpeg);
  if (!source) sources.set(jpeg, (source = `data:image/jpeg;base64,${jpeg.toString('base64')}`));
  return source;
}

function textsOf(input: CatalogueInput, locale: Locale): CatalogueTexts {
  const texts = input.texts[locale];
  if (!texts) throw new Error(`the catalogue has no texts in ${locale}`);
  return texts;
}

function addPage(drawing: Drawing, locale: Locale | undefined): void {
  drawing.doc.addPage();
  drawing.pageLocales.push(locale);
}

/** The cover: the picture, the brand, the title in every language, the contents, the company. */
function drawCover(drawing: Drawing, pages: ReadonlyMap<string, number>): void {
  const { doc, w, root, input } = drawing;
  addPage(drawing, undefined);
  const cover = doc.struct('Sect');
  root.add(cover);
  w.artifact(() => {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.ink);
    if (input.cover) {
      doc.save().rect(0, 0, PAGE.width, COVER_IMAGE_HEIGHT).clip();
      doc.image(input.cover, 0, 0, {
        cover: [PAGE.width, COVER_IMAGE_HEIGHT],
        align: 'center',
        valign: 'center',
      });
      doc.restore();
    }
    doc.rect(0, COVER_IMAGE_HEIGHT, PAGE.width, 6).fill(COLORS.accent);
  });
  const [first, ...others] = input.parts.map((part) => part.locale);
  if (!first) throw new Error('a catalogue needs one language at least');
  drawBrandMark(w, MARGIN, COVER_IMAGE_HEIGHT + 30, 30);
  w.draw(
    input.company.name,
    { weight: 'heavy', size: 16, color: COLORS.white },
    MARGIN + 40,
    COVER_IMAGE_HEIGHT + 38,
  );
  let y = COVER_IMAGE_HEIGHT + 84;
  const main = textsOf(input, first);
  w.block(cover, 'H1', main.title, { weight: 'heavy', size: 32, color: COLORS.white }, MARGIN, y);
  y = doc.y + 4;
  for (const locale of others) {
    const title = textsOf(input, locale).title;
    cover.add(
      doc.struct('P', { lang: locale }, () =>
        w.draw(title, { weight: 'bold', size: 15, color: MUTED_ON_INK }, MARGIN, y),
      ),
    );
    y = doc.y + 2;
  }
  y += 10;
  w.block(
    cover,
    'P',
    main.subtitle,
    { size: 11, color: COLORS.accent, width: CONTENT_WIDTH },
    MARGIN,
    y,
  );
  // the contents: a column per language, its families and the page each starts on
  y = doc.y + 28;
  const columns = input.parts.length;
  const columnWidth = (CONTENT_WIDTH - (columns - 1) * 24) / columns;
  const contents = doc.struct('Sect');
  cover.add(contents);
  w.block(
    contents,
    'H2',
    main.contents.toUpperCase(),
    { weight: 'bold', size: 8, color: MUTED_ON_INK, characterSpacing: 1.2 },
    MARGIN,
    y,
  );
  const top = doc.y + 8;
  input.parts.forEach((part, column) => {
    const x = MARGIN + column * (columnWidth + 24);
    const texts = textsOf(input, part.locale);
    const list = doc.struct('L', { lang: part.locale });
    contents.add(list);
    let row = top;
    w.artifact(() => doc.rect(x, row, columnWidth, 1).fill(COLORS.accent));
    row += 6;
    list.add(
      doc.struct('LI', {}, () =>
        w.draw(texts.language, { weight: 'bold', size: 10, color: COLORS.white }, x, row),
      ),
    );
    row += 17;
    for (const family of part.families) {
      const page = String(pages.get(`${part.locale}/${family.value}`) ?? '');
      list.add(
        doc.struct('LI', {}, () => {
          w.draw(family.label, { size: 9, color: MUTED_ON_INK, width: columnWidth - 24 }, x, row);
          w.draw(
            page,
            { size: 9, color: COLORS.white, width: 24, align: 'right' },
            x + columnWidth - 24,
            row,
          );
        }),
      );
      row += 14;
    }
  });
  drawCompany(drawing, cover, first, PAGE.height - 58);
}

/** The company's address line and contacts, small, at `y`, on the dark covers. */
function drawCompany(
  drawing: Drawing,
  parent: PDFKit.PDFStructureElement,
  locale: Locale,
  y: number,
): void {
  const { w, input } = drawing;
  const { company } = input;
  const vat = textsOf(input, locale).vat.replace('{vat}', company.vatNumber);
  w.block(
    parent,
    'P',
    `${company.name} · ${company.address}`,
    { weight: 'bold', size: 8, color: COLORS.white, width: CONTENT_WIDTH },
    MARGIN,
    y,
  );
  w.block(
    parent,
    'P',
    [company.phone, company.email, company.website, vat].join(' · '),
    { size: 8, color: MUTED_ON_INK, width: CONTENT_WIDTH },
    MARGIN,
    y + 13,
  );
}

/** A product's card: picture, name (a link to its page), model code, processes, key figures. */
function drawCard(
  drawing: Drawing,
  parent: PDFKit.PDFStructureElement,
  product: CatalogueProduct,
  x: number,
  y: number,
): void {
  const { doc, w, input } = drawing;
  const card = doc.struct('Div');
  parent.add(card);
  const [imageWidth, imageHeight] = CARD.image;
  w.artifact(() => {
    doc.rect(x, y, CARD.width, CARD.height).lineWidth(0.75).stroke(COLORS.rule);
    doc.rect(x + CARD.pad, y + CARD.pad, imageWidth, imageHeight).fill(COLORS.muted);
  });
  const picture = product.image ? input.images.get(product.image.filename) : undefined;
  if (picture && product.image) {
    card.add(
      doc.struct('Figure', { alt: product.image.alt || product.name }, () => {
        doc.image(imageSource(picture), x + CARD.pad + 4, y + CARD.pad + 4, {
          fit: [imageWidth - 8, imageHeight - 8],
          align: 'center',
          valign: 'center',
        });
      }),
    );
  }
  const textX = x + CARD.pad * 2 + imageWidth;
  const textWidth = CARD.width - CARD.pad * 3 - imageWidth;
  w.block(
    card,
    'H3',
    product.name,
    {
      weight: 'heavy',
      size: 11.5,
      width: textWidth,
      link: `https://${input.company.website}${product.path}`,
    },
    textX,
    y + CARD.pad,
  );
  w.block(
    card,
    'P',
    product.modelCode,
    { weight: 'bold', size: 7.5, color: COLORS.steel, width: textWidth, characterSpacing: 0.4 },
    textX,
    doc.y + 3,
  );
  if (product.processes.length > 0) {
    w.block(
      card,
      'P',
      product.processes.join(' · '),
      { size: 7.5, width: textWidth, lineGap: 1 },
      textX,
      doc.y + 5,
    );
  }
  // the key figures: label and value, a row each, under the picture
  let row = y + CARD.pad + imageHeight + 8;
  w.artifact(() =>
    doc.rect(x + CARD.pad, row - 3, CARD.width - CARD.pad * 2, 0.75).fill(COLORS.rule),
  );
  for (const figure of product.figures) {
    const value = `${figure.value} ${figure.unit}`.trim();
    card.add(
      doc.struct('P', {}, () => {
        w.draw(
          figure.label,
          { size: 7, color: COLORS.steel, width: CARD.width - CARD.pad * 2 - 60 },
          x + CARD.pad,
          row + 1,
        );
        w.draw(
          value,
          { weight: 'heavy', size: 8.5, width: 60, align: 'right' },
          x + CARD.width - CARD.pad - 60,
          row,
        );
      }),
    );
    row += 12;
  }
}

/** A family: its name on a new page, then its products two by two, on as many pages as needed. */
function drawFamily(
  drawing: Drawing,
  part: PDFKit.PDFStructureElement,
  locale: Locale,
  family: CatalogueFamily,
  top: number,
): void {
  const { doc, w } = drawing;
  drawing.starts.set(`${locale}/${family.value}`, drawing.pageLocales.length);
  const section = doc.struct('Sect');
  part.add(section);
  w.artifact(() => doc.rect(MARGIN, top + 2, 4, 22).fill(COLORS.accent));
  w.block(section, 'H2', family.label, { weight: 'heavy', size: 18 }, MARGIN + 14, top + 3);
  let y = top + FAMILY_HEADER;
  const banner = family.banner ? drawing.input.images.get(family.banner.filename) : undefined;
  if (banner && family.banner) {
    const alt = family.banner.alt || family.label;
    section.add(
      doc.struct('Figure', { alt }, () => {
        doc.save().rect(MARGIN, y, CONTENT_WIDTH, BANNER_HEIGHT).clip();
        doc.image(imageSource(banner), MARGIN, y, {
          cover: [CONTENT_WIDTH, BANNER_HEIGHT],
          align: 'center',
          valign: 'center',
        });
        doc.restore();
      }),
    );
    y += BANNER_HEIGHT + GAP + 4;
  }
  family.products.forEach((product, index) => {
    const column = index % 2;
    if (column === 0 && index > 0) y += CARD.height + GAP;
    if (column === 0 && y + CARD.height > CONTENT_BOTTOM) {
      addPage(drawing, locale);
      y = MARGIN;
    }
    drawCard(drawing, section, product, MARGIN + column * (CARD.width + GAP), y);
  });
}

/** A language's part: its title and introduction, then each family from a page of its own. */
function drawPart(drawing: Drawing, part: CataloguePart): void {
  const { doc, w, root, input } = drawing;
  const texts = textsOf(input, part.locale);
  const section = doc.struct('Sect', { lang: part.locale });
  root.add(section);
  part.families.forEach((family, index) => {
    addPage(drawing, part.locale);
    let top = MARGIN;
    if (index === 0) {
      w.block(
        section,
        'P',
        texts.language.toUpperCase(),
        { weight: 'bold', size: 8, color: COLORS.steel, characterSpacing: 1.2 },
        MARGIN,
        top,
      );
      w.block(section, 'H1', texts.title, { weight: 'heavy', size: 24 }, MARGIN, doc.y + 4);
      w.block(
        section,
        'P',
        texts.intro,
        { size: 9.5, color: COLORS.steel, width: CONTENT_WIDTH, lineGap: 2 },
        MARGIN,
        doc.y + 8,
      );
      top = doc.y + 24;
    }
    drawFamily(drawing, section, part.locale, family, top);
  });
}

/** The back cover: service in every language, the company's contacts. */
function drawBack(drawing: Drawing): void {
  const { doc, w, root, input } = drawing;
  addPage(drawing, undefined);
  w.artifact(() => {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.ink);
    doc.rect(0, PAGE.height - 100, PAGE.width, 6).fill(COLORS.accent);
  });
  const back = doc.struct('Sect');
  root.add(back);
  const first = input.parts[0]!.locale;
  drawBrandMark(w, MARGIN, MARGIN + 20, 30);
  let y = MARGIN + 80;
  for (const part of input.parts) {
    const texts = textsOf(input, part.locale);
    const block = doc.struct('Sect', { lang: part.locale });
    back.add(block);
    w.block(
      block,
      'H2',
      texts.contacts,
      { weight: 'heavy', size: 14, color: COLORS.white },
      MARGIN,
      y,
    );
    w.block(
      block,
      'P',
      texts.service,
      { size: 9.5, color: MUTED_ON_INK, width: CONTENT_WIDTH, lineGap: 2 },
      MARGIN,
      doc.y + 6,
    );
    y = doc.y + 22;
  }
  drawCompany(drawing, back, first, PAGE.height - 70);
}

async function draw(
  input: CatalogueInput,
  pages: ReadonlyMap<string, number>,
): Promise<{ bytes: Buffer; starts: Map<string, number> }> {
  const first = input.parts[0];
  if (!first) throw new Error('a catalogue needs one language at least');
  const main = textsOf(input, first.locale);
  const drawing: Drawing = {
    ...createTaggedPdf({
      locale: first.locale,
      title: input.parts.map((part) => textsOf(input, part.locale).title).join(' · '),
      author: input.company.name,
      subject: main.subtitle,
      date: input.date,
    }),
    input,
    pageLocales: [],
    starts: new Map(),
  };
  drawCover(drawing, pages);
  for (const part of input.parts) drawPart(drawing, part);
  drawBack(drawing);
  drawPageFooters(drawing.w, (index, count) => {
    const locale = drawing.pageLocales[index];
    if (!locale) return undefined;
    const texts = textsOf(input, locale);
    return {
      left: `${input.company.name} · ${texts.title}`,
      right: texts.pageOf.replace('{page}', String(index + 1)).replace('{pages}', String(count)),
    };
  });
  return { bytes: await drawing.finish(), starts: drawing.starts };
}

/**
 * A product catalogue as an A4 tagged PDF: a cover with the title in each language and the
 * contents, then a part per language, each family from a page of its own with a card per product
 * (picture, name linking to its page, model code, processes, key figures), and a back cover with
 * the company's contacts. Laid out twice: the contents give the pages the first layout found.
 */
export async function renderCatalogue(input: CatalogueInput): Promise<Buffer> {
  const { starts } = await draw(input, new Map());
  return (await draw(input, starts)).bytes;
}
