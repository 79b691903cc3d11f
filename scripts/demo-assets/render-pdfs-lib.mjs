// Helpers of render-pdfs.mjs: a small PDF 1.4 writer (Helvetica and Helvetica-Bold with WinAnsiEncoding),
// a block layout engine for A4 pages and a structural validator (xref offsets, stream lengths, page count).
import { createHash } from 'node:crypto';

// Advance widths (1/1000 em) of the standard Helvetica fonts for every WinAnsiEncoding code.
const HELVETICA = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1010, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
  556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333,
  333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260,
  556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333,
  365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278,
  278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];
const HELVETICA_BOLD = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
  556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500,
  500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 280,
  556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333,
  365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278,
  278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611,
  611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

const CP1252 = new Map(
  Object.entries({
    '€': 0x80,
    '‚': 0x82,
    ƒ: 0x83,
    '„': 0x84,
    '…': 0x85,
    '†': 0x86,
    '‡': 0x87,
    ˆ: 0x88,
    '‰': 0x89,
    Š: 0x8a,
    '‹': 0x8b,
    Œ: 0x8c,
    Ž: 0x8e,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '•': 0x95,
    '–': 0x96,
    '—': 0x97,
    '˜': 0x98,
    '™': 0x99,
    š: 0x9a,
    '›': 0x9b,
    œ: 0x9c,
    ž: 0x9e,
    Ÿ: 0x9f,
  }),
);

/** The WinAnsiEncoding bytes of a string; throws on a character the encoding does not have. */
export function winAnsi(text) {
  const bytes = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (CP1252.has(ch)) bytes.push(CP1252.get(ch));
    else
      throw new Error(
        `U+${code.toString(16)} ${JSON.stringify(ch)} is not in WinAnsiEncoding: ${text}`,
      );
  }
  return bytes;
}

const FONTS = { F1: HELVETICA, F2: HELVETICA_BOLD };

export function textWidth(text, font, size) {
  const widths = FONTS[font];
  return (winAnsi(text).reduce((sum, byte) => sum + widths[byte], 0) * size) / 1000;
}

/** Splits text into lines no wider than `width` (breaking at spaces; a lone long word stays whole). */
export function wrap(text, font, size, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && textWidth(candidate, font, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

function pdfString(text) {
  let out = '(';
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string outside content streams (document information): UTF-16BE with a byte order mark. */
function pdfTextString(text) {
  const utf16 = Buffer.from(text, 'utf16le');
  utf16.swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

const num = (value) => String(Math.round(value * 100) / 100);
const rgb = (color) => color.map(num).join(' ');

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 92, bottom: 70 };
export const COLORS = {
  ink: [0.055, 0.063, 0.078],
  accent: [1, 0.678, 0],
  steel600: [0.337, 0.376, 0.42],
  steel300: [0.71, 0.737, 0.773],
  steel200: [0.835, 0.851, 0.871],
  steel100: [0.925, 0.933, 0.941],
  white: [1, 1, 1],
};

/** Lays blocks out on A4 pages: a cursor that moves down and starts a new page when needed. */
class Layout {
  constructor() {
    this.pages = [];
    this.newPage();
  }

  get left() {
    return MARGIN.left;
  }

  get width() {
    return A4.width - MARGIN.left - MARGIN.right;
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.top = A4.height - MARGIN.top;
    this.y = this.top;
  }

  atTop() {
    return this.y === this.top;
  }

  ensure(height) {
    if (this.y - height < MARGIN.bottom && !this.atTop()) this.newPage();
  }

  text(x, baseline, text, { font = 'F1', size = 9.5, color = COLORS.ink, spacing = 0 } = {}) {
    this.ops.push(
      `BT /${font} ${num(size)} Tf ${num(spacing)} Tc ${rgb(color)} rg 1 0 0 1 ${num(x)} ${num(baseline)} Tm ${pdfString(text)} Tj ET`,
    );
  }

  rect(x, y, width, height, color) {
    this.ops.push(`${rgb(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  strokeRect(x, y, width, height, color, lineWidth = 0.75) {
    this.ops.push(
      `${rgb(color)} RG ${num(lineWidth)} w ${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`,
    );
  }

  line(x1, y1, x2, y2, color = COLORS.steel200, lineWidth = 0.5) {
    this.ops.push(
      `${rgb(color)} RG ${num(lineWidth)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  /** Wrapped lines starting at the cursor; returns nothing, moves the cursor below them. */
  lines(
    text,
    {
      font = 'F1',
      size = 9.5,
      leading = size * 1.38,
      color,
      indent = 0,
      width,
      align = 'left',
    } = {},
  ) {
    const boxWidth = (width ?? this.width) - indent;
    for (const line of wrap(text, font, size, boxWidth)) {
      this.ensure(leading);
      let x = this.left + indent;
      if (align === 'center') x += (boxWidth - textWidth(line, font, size)) / 2;
      if (align === 'right') x += boxWidth - textWidth(line, font, size);
      this.text(x, this.y - size, line, { font, size, color });
      this.y -= leading;
    }
  }

  table({
    widths,
    header,
    rows,
    size = 8.5,
    align = [],
    boldFirst = false,
    headerFill = COLORS.steel100,
  }) {
    const total = widths.reduce((a, b) => a + b, 0);
    const columns = widths.map((w) => (w / total) * this.width);
    const pad = 4;
    const leading = size * 1.3;
    const layoutRow = (cells, bold) =>
      cells.map((cell, i) =>
        wrap(
          String(cell),
          bold || (boldFirst && i === 0) ? 'F2' : 'F1',
          size,
          columns[i] - 2 * pad,
        ),
      );
    const drawRow = (cells, bold, fill) => {
      const wrapped = layoutRow(cells, bold);
      const height = Math.max(...wrapped.map((l) => l.length)) * leading + 2 * pad - 1;
      if (this.y - height < MARGIN.bottom && !this.atTop()) {
        this.newPage();
        if (header && !bold) drawRow(header, true, headerFill);
      }
      if (fill) this.rect(this.left, this.y - height, this.width, height, fill);
      let x = this.left;
      wrapped.forEach((cellLines, i) => {
        const font = bold || (boldFirst && i === 0) ? 'F2' : 'F1';
        cellLines.forEach((line, j) => {
          let tx = x + pad;
          if (align[i] === 'right') tx = x + columns[i] - pad - textWidth(line, font, size);
          if (align[i] === 'center') tx = x + (columns[i] - textWidth(line, font, size)) / 2;
          this.text(tx, this.y - pad - size * 0.9 - j * leading, line, { font, size });
        });
        x += columns[i];
      });
      this.y -= height;
      this.line(
        this.left,
        this.y,
        this.left + this.width,
        this.y,
        bold ? COLORS.steel300 : COLORS.steel200,
      );
    };
    if (header) drawRow(header, true, headerFill);
    for (const row of rows) drawRow(row, false, null);
    this.y -= 8;
  }
}

/** Renders one block (see render-pdfs-docs.mjs for the block kinds). */
function renderBlock(layout, block) {
  switch (block.t) {
    case 'title':
      layout.lines(block.text, {
        font: 'F2',
        size: block.size ?? 22,
        leading: (block.size ?? 22) * 1.2,
      });
      layout.y -= 4;
      break;
    case 'subtitle':
      layout.lines(block.text, { size: 11.5, leading: 15, color: COLORS.steel600 });
      layout.y -= 10;
      break;
    case 'h': {
      layout.ensure(50);
      if (!layout.atTop()) layout.y -= 8;
      layout.rect(layout.left, layout.y - 13.5, 3.5, 14, COLORS.accent);
      layout.lines(block.text, { font: 'F2', size: 13, leading: 17, indent: 10 });
      layout.y -= 3;
      break;
    }
    case 'h3':
      layout.ensure(36);
      if (!layout.atTop()) layout.y -= 4;
      layout.lines(block.text, { font: 'F2', size: 10.5, leading: 14 });
      layout.y -= 1;
      break;
    case 'p':
      layout.lines(block.text, {
        size: block.size ?? 9.5,
        color: block.color,
        font: block.bold ? 'F2' : 'F1',
      });
      layout.y -= block.after ?? 5;
      break;
    case 'note':
      layout.lines(block.text, { size: 7.5, leading: 10, color: COLORS.steel600 });
      layout.y -= 4;
      break;
    case 'ul':
      for (const item of block.items) {
        const size = block.size ?? 9.5;
        layout.ensure(size * 1.38);
        layout.text(layout.left + 3, layout.y - size, '•', { size, color: COLORS.accent });
        layout.lines(item, { size, indent: 14 });
        layout.y -= 2;
      }
      layout.y -= 4;
      break;
    case 'table':
      layout.table(block);
      break;
    case 'center':
      layout.lines(block.text, {
        font: block.bold ? 'F2' : 'F1',
        size: block.size ?? 10,
        leading: (block.size ?? 10) * 1.3,
        color: block.color,
        align: 'center',
      });
      layout.y -= block.after ?? 6;
      break;
    case 'space':
      layout.y -= block.h;
      break;
    case 'rule':
      layout.line(
        layout.left,
        layout.y,
        layout.left + layout.width,
        layout.y,
        COLORS.steel300,
        0.75,
      );
      layout.y -= 10;
      break;
    case 'pagebreak':
      if (!layout.atTop()) layout.newPage();
      break;
    case 'sign': {
      layout.ensure(70);
      layout.y -= 14;
      const right = layout.left + layout.width;
      layout.text(layout.left, layout.y - 9, block.place, { size: 9.5 });
      layout.line(right - 200, layout.y - 28, right, layout.y - 28, COLORS.steel600, 0.6);
      const nameWidth = textWidth(block.name, 'F2', 9.5);
      layout.text(right - 100 - nameWidth / 2, layout.y - 41, block.name, {
        font: 'F2',
        size: 9.5,
      });
      for (const [i, role] of wrap(block.role, 'F1', 8.5, 200).entries()) {
        const w = textWidth(role, 'F1', 8.5);
        layout.text(right - 100 - w / 2, layout.y - 53 - i * 11, role, {
          size: 8.5,
          color: COLORS.steel600,
        });
      }
      layout.y -= 70;
      break;
    }
    default:
      throw new Error(`unknown block kind ${block.t}`);
  }
}

/** Header and footer of every page: accent bar, brand, document title and code, address, page number. */
function pageFurniture(doc, index, count) {
  const f = new Layout();
  const { width, height } = A4;
  const right = width - MARGIN.right;
  f.rect(0, height - 8, width, 8, COLORS.accent);
  f.rect(MARGIN.left, height - 47, 9, 18, COLORS.accent);
  f.text(MARGIN.left + 15, height - 45, doc.brand ?? 'FORTARC', {
    font: 'F2',
    size: 17,
    spacing: 1.6,
  });
  for (const [i, line] of [doc.short, doc.code].filter(Boolean).entries()) {
    const size = i === 0 ? 8.5 : 7.5;
    const font = i === 0 ? 'F2' : 'F1';
    f.text(right - textWidth(line, font, size), height - 36 - i * 11, line, {
      font,
      size,
      color: i === 0 ? COLORS.ink : COLORS.steel600,
    });
  }
  f.line(MARGIN.left, height - 60, right, height - 60, COLORS.steel300, 0.75);
  f.line(MARGIN.left, 50, right, 50, COLORS.steel200, 0.5);
  f.text(MARGIN.left, 36, doc.footer ?? FOOTER, { size: 7.5, color: COLORS.steel600 });
  const pageLabel = `${index + 1} / ${count}`;
  f.text(right - textWidth(pageLabel, 'F2', 8), 36, pageLabel, { font: 'F2', size: 8 });
  if (doc.frame) {
    f.strokeRect(16, 16, width - 32, height - 32, COLORS.steel300, 0.75);
    f.strokeRect(20, 20, width - 40, height - 40, COLORS.accent, 1.5);
  }
  return f.pages[0];
}

const FOOTER =
  'Fortarc S.p.A. · Via dell’Arco 12 · 25125 Brescia · Italia · +39 030 358 1240 · www.fortarc.example';

/** Lays out a document and serialises it as a PDF 1.4 file; returns the bytes and the page count. */
export function renderPdf(doc) {
  const layout = new Layout();
  for (const block of doc.blocks) renderBlock(layout, block);
  const pages = layout.pages.filter((ops, i) => ops.length > 0 || i === 0);
  const count = pages.length;

  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesRef = add(null);
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const date = `D:${doc.date.replaceAll('-', '')}090000+01'00'`;
  const info = add(
    `<< /Title ${pdfTextString(doc.title)} /Author ${pdfTextString(doc.author ?? 'Fortarc S.p.A.')} ` +
      `/Subject ${pdfTextString(doc.subject ?? doc.title)} /Creator (scripts/demo-assets/render-pdfs.mjs) ` +
      `/Producer (Fortarc demo assets) /CreationDate (${date}) /ModDate (${date}) >>`,
  );
  const kids = [];
  pages.forEach((ops, i) => {
    const stream = [...pageFurniture(doc, i, count), ...ops].join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${pagesRef} 0 R /Lang (${doc.lang}) /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objects[pagesRef - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${count} >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  const id = createHash('md5').update(Buffer.from(body, 'latin1')).digest('hex').toUpperCase();
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return { bytes: Buffer.from(body, 'latin1'), pages: count };
}

/**
 * Checks the structure of a PDF written by renderPdf: header, cross-reference table (every offset
 * points at its object), trailer, stream lengths and page count. Returns the page count; throws on a fault.
 */
export function validatePdf(bytes) {
  const text = bytes.toString('latin1');
  const fail = (message) => {
    throw new Error(`invalid PDF: ${message}`);
  };
  if (!text.startsWith('%PDF-1.4\n')) fail('no %PDF-1.4 header');
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!tail) fail('no startxref / %%EOF at the end');
  const xref = Number(tail[1]);
  if (!text.startsWith('xref\n', xref)) fail(`startxref ${xref} does not point at the xref table`);
  const head = /^xref\n0 (\d+)\n/.exec(text.slice(xref));
  if (!head) fail('malformed xref subsection header');
  const size = Number(head[1]);
  let at = xref + head[0].length;
  if (text.slice(at, at + 20) !== '0000000000 65535 f\r\n') fail('bad free entry 0');
  for (let object = 1; object < size; object++) {
    at += 20;
    const entry = text.slice(at, at + 20);
    if (!/^\d{10} 00000 n\r\n$/.test(entry)) fail(`bad xref entry for object ${object}`);
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${object} 0 obj\n`, offset))
      fail(`xref offset ${offset} of object ${object} is wrong`);
    const end = text.indexOf('\nendobj\n', offset);
    if (end < 0) fail(`object ${object} has no endobj`);
  }
  at += 20;
  const trailer =
    /^trailer\n<< \/Size (\d+) \/Root (\d+) 0 R \/Info (\d+) 0 R \/ID \[<[0-9A-F]{32}> <[0-9A-F]{32}>\] >>\n/.exec(
      text.slice(at),
    );
  if (!trailer) fail('malformed trailer');
  if (Number(trailer[1]) !== size) fail('trailer /Size differs from the xref table');
  if (!text.includes(`${trailer[2]} 0 obj\n<< /Type /Catalog`)) fail('/Root is not the catalog');
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    if (text.slice(start + Number(match[1]), start + Number(match[1]) + 11) !== '\nendstream\n') {
      fail(`stream at ${match.index} does not have /Length ${match[1]}`);
    }
  }
  const count = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text);
  const pages = (text.match(/\/Type \/Page /g) ?? []).length;
  if (!count || Number(count[1]) !== pages) fail('/Count differs from the number of page objects');
  return pages;
}
