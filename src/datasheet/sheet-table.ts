import type PDFDocument from 'pdfkit';
import type { FontWeight } from './pdf-fonts';
import { COLORS } from './pdf-writer';
import { CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, type Sheet } from './sheet-layout';

/** A table cell's structure element with its table attributes (header scope). */
function cell(doc: InstanceType<typeof PDFDocument>, type: 'TH' | 'TD', scope?: 'Row' | 'Column') {
  const element = doc.struct(type);
  if (scope) {
    (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = {
      O: 'Table',
      Scope: scope,
    };
  }
  return element;
}

/**
 * The datasheet of one product in one language (issue 46): an A4 tagged PDF 1.7 in the brand's
 * look, with the document's language and title, headings, a technical data table with header
 * cells, alt text on the image and the QR code, and decoration and page furniture as artifacts.
/** The full technical data: a table with a header row and a header cell per row. */
export function drawTechData(sheet: Sheet): void {
  const { doc, w, root, content } = sheet;
  let { y } = sheet;
  // The full technical data table.
  if (content.techData.length > 0) {
    const data = doc.struct('Sect');
    root.add(data);
    w.block(data, 'H2', content.labels.technicalData, { weight: 'heavy', size: 13 }, MARGIN, y);
    y = doc.y + 6;
    const columns = [
      { width: CONTENT_WIDTH * 0.5, align: 'left' as const },
      { width: CONTENT_WIDTH * 0.36, align: 'right' as const },
      { width: CONTENT_WIDTH * 0.14, align: 'left' as const },
    ];
    const table = doc.struct('Table');
    data.add(table);
    const row = (values: string[], kind: 'head' | 'body', stripe: boolean) => {
      const style = {
        size: kind === 'head' ? 7.5 : 8.5,
        weight: (kind === 'head' ? 'bold' : 'regular') as FontWeight,
      };
      const heights = values.map((value, i) =>
        w.height(value || ' ', { ...style, width: columns[i]!.width - 12 }),
      );
      const height = Math.max(...heights) + 6.5;
      if (y + height > CONTENT_BOTTOM) {
        doc.addPage();
        y = MARGIN;
      }
      w.artifact(() => {
        if (kind === 'head') doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLORS.ink);
        else if (stripe) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLORS.muted);
      });
      const tr = doc.struct('TR');
      table.add(tr);
      let x = MARGIN;
      values.forEach((value, i) => {
        const type = kind === 'head' ? 'TH' : i === 0 ? 'TH' : 'TD';
        const element = cell(doc, type, kind === 'head' ? 'Column' : i === 0 ? 'Row' : undefined);
        tr.add(element);
        const column = columns[i]!;
        element.add(
          doc.struct('P', {}, () =>
            w.draw(
              value,
              {
                ...style,
                weight: kind === 'body' && i === 1 ? 'bold' : style.weight,
                color: kind === 'head' ? COLORS.white : COLORS.ink,
                width: column.width - 12,
                align: column.align,
              },
              x + 6,
              y + 3.25,
            ),
          ),
        );
        element.end();
        x += column.width;
      });
      tr.end();
      y += height;
    };
    row([content.labels.characteristic, content.labels.value, content.labels.unit], 'head', false);
    content.techData.forEach((entry, i) =>
      row([entry.label, entry.value, entry.unit], 'body', i % 2 === 1),
    );
    table.end();
    y += 14;
  }

  sheet.y = y;
}
