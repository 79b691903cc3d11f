import { drawBrandMark } from './pdf-document';
import { COLORS } from './pdf-writer';
import { CONTENT_WIDTH, MARGIN, PAGE, type Sheet } from './sheet-layout';

/** The header (brand mark, company, kind and revision), then the product beside its image. */
export function drawHead(sheet: Sheet, image: Buffer | undefined): void {
  const { doc, w, root, content } = sheet;
  let { y } = sheet;
  // The header: the brand mark and the company's name, the document's kind and revision.
  drawBrandMark(w, MARGIN, MARGIN, 26);
  w.block(root, 'P', content.company.name, { weight: 'heavy', size: 17 }, MARGIN + 34, MARGIN + 4);
  w.block(
    root,
    'P',
    `${content.labels.datasheet} · ${content.labels.revision} ${content.revision}`,
    { size: 8.5, color: COLORS.steel, width: 260, align: 'right' },
    PAGE.width - MARGIN - 260,
    MARGIN + 9,
  );
  w.artifact(() => {
    doc.rect(MARGIN, MARGIN + 36, CONTENT_WIDTH, 2).fill(COLORS.accent);
  });

  // The product: family, name, model code and summary beside the main image.
  const top = MARGIN + 54;
  const textWidth = image ? 290 : CONTENT_WIDTH;
  const head = doc.struct('Sect');
  root.add(head);
  y = top;
  if (content.family) {
    w.block(
      head,
      'P',
      content.family.toUpperCase(),
      {
        weight: 'bold',
        size: 8.5,
        color: COLORS.steel,
        width: textWidth,
      },
      MARGIN,
      y,
    );
    y = doc.y + 4;
  }
  w.block(head, 'H1', content.name, { weight: 'heavy', size: 26, width: textWidth }, MARGIN, y);
  y = doc.y + 6;
  w.block(
    head,
    'P',
    `${content.labels.modelCode}: ${content.modelCode}`,
    {
      weight: 'bold',
      size: 10,
      width: textWidth,
    },
    MARGIN,
    y,
  );
  y = doc.y + 10;
  w.block(
    head,
    'P',
    content.summary,
    { size: 10.5, width: textWidth, lineGap: 2.5, color: COLORS.steel },
    MARGIN,
    y,
  );
  y = doc.y;
  if (image && content.image) {
    const box = {
      x: MARGIN + textWidth + 20,
      y: top,
      width: CONTENT_WIDTH - textWidth - 20,
      height: 150,
    };
    head.add(
      doc.struct('Figure', { alt: content.image.alt }, () => {
        doc.image(image, box.x, box.y, {
          fit: [box.width, box.height],
          align: 'center',
          valign: 'center',
        });
      }),
    );
    y = Math.max(y, box.y + box.height);
  }
  y += 14;

  sheet.y = y;
}

/** The key figures, on the brand's dark band. */
export function drawKeyFigures(sheet: Sheet): void {
  const { doc, w, root, content } = sheet;
  let { y } = sheet;
  // The key figures, on the brand's dark band.
  if (content.keyFigures.length > 0) {
    const figures = doc.struct('Sect');
    root.add(figures);
    const bandHeight = 62;
    w.artifact(() => doc.rect(MARGIN, y, CONTENT_WIDTH, bandHeight).fill(COLORS.ink));
    w.block(
      figures,
      'H2',
      content.labels.keyFigures,
      {
        weight: 'bold',
        size: 7.5,
        color: COLORS.accent,
      },
      MARGIN + 14,
      y + 9,
    );
    const columnWidth = (CONTENT_WIDTH - 28) / content.keyFigures.length;
    content.keyFigures.forEach((figure, i) => {
      const x = MARGIN + 14 + i * columnWidth;
      figures.add(
        doc.struct('P', {}, () => {
          w.draw(
            `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
            {
              weight: 'heavy',
              size: 17,
              color: COLORS.white,
              width: columnWidth - 8,
            },
            x,
            y + 22,
          );
          w.draw(figure.label, { size: 7.5, color: '#c9ced6', width: columnWidth - 8 }, x, y + 42);
        }),
      );
    });
    y += bandHeight + 18;
  }

  sheet.y = y;
}
