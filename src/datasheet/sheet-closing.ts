import { COLORS } from './pdf-writer';
import { qrModules } from './qr-code';
import { CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, type Sheet } from './sheet-layout';

/** Ecodesign, processes and materials, side by side. */
export function drawFacts(sheet: Sheet): void {
  const { doc, w, root, content } = sheet;
  let { y } = sheet;
  // Ecodesign, processes and materials, side by side when they fit.
  const facts = [
    ...(content.ecodesign.length > 0
      ? [
          {
            heading: content.labels.ecodesign,
            lines: [
              content.labels.ecodesignRegulation,
              ...content.ecodesign.map((figure) =>
                `${figure.label}: ${figure.value} ${figure.unit}`.trim(),
              ),
            ],
          },
        ]
      : []),
    ...(content.processes.length > 0
      ? [{ heading: content.labels.processes, lines: [content.processes.join(', ')] }]
      : []),
    ...(content.materials.length > 0
      ? [{ heading: content.labels.materials, lines: [content.materials.join(', ')] }]
      : []),
  ];
  if (facts.length > 0) {
    const columnWidth = (CONTENT_WIDTH - (facts.length - 1) * 16) / facts.length;
    const needed =
      16 +
      Math.max(
        ...facts.map((fact) =>
          fact.lines.reduce(
            (sum, line) => sum + w.height(line, { size: 9, width: columnWidth, lineGap: 1.5 }) + 3,
            0,
          ),
        ),
      );
    if (y + needed > CONTENT_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    let bottom = y;
    facts.forEach((fact, i) => {
      const x = MARGIN + i * (columnWidth + 16);
      const section = doc.struct('Sect');
      root.add(section);
      w.artifact(() => doc.rect(x, y, columnWidth, 1.5).fill(COLORS.accent));
      w.block(
        section,
        'H2',
        fact.heading,
        { weight: 'heavy', size: 11, width: columnWidth },
        x,
        y + 6,
      );
      let lineY = doc.y + 4;
      fact.lines.forEach((line) => {
        w.block(
          section,
          'P',
          line,
          { size: 9, width: columnWidth, lineGap: 1.5, color: COLORS.steel },
          x,
          lineY,
        );
        lineY = doc.y + 3;
      });
      bottom = Math.max(bottom, lineY);
    });
    y = bottom + 16;
  }

  sheet.y = y;
}

/** The product page's address as text and as a QR code, and the company's contacts. */
export function drawContact(sheet: Sheet): void {
  const { doc, w, root, content } = sheet;
  let { y } = sheet;
  // The product page's address as text and as a QR code, and the company's contacts.
  if (y > CONTENT_BOTTOM - 84) {
    doc.addPage();
    y = MARGIN;
  }
  const contact = doc.struct('Sect');
  root.add(contact);
  w.artifact(() => doc.rect(MARGIN, y, CONTENT_WIDTH, 0.75).fill(COLORS.rule));
  y += 12;
  const qrSize = 72;
  const qr = qrModules(content.url);
  contact.add(
    doc.struct('Figure', { alt: `${content.labels.qrCode}: ${content.url}` }, () => {
      doc
        .save()
        .translate(MARGIN, y)
        .scale(qrSize / qr.size);
      doc.path(qr.path).fill(COLORS.ink);
      doc.restore();
    }),
  );
  const textX = MARGIN + qrSize + 16;
  const textWidthContact = CONTENT_WIDTH - qrSize - 16;
  w.block(
    contact,
    'H2',
    content.labels.productPage,
    { weight: 'bold', size: 9.5, width: textWidthContact },
    textX,
    y,
  );
  w.block(
    contact,
    'P',
    content.url,
    { size: 9, width: textWidthContact, color: COLORS.ink, link: content.url },
    textX,
    doc.y + 2,
  );
  w.block(
    contact,
    'H2',
    content.labels.contacts,
    { weight: 'bold', size: 9.5, width: textWidthContact },
    textX,
    doc.y + 8,
  );
  const { company } = content;
  w.block(
    contact,
    'P',
    `${company.name} · ${company.address}`,
    { size: 9, width: textWidthContact, color: COLORS.steel },
    textX,
    doc.y + 2,
  );
  w.block(
    contact,
    'P',
    `${company.phone} · ${company.email} · ${company.vatNumber}`,
    { size: 9, width: textWidthContact, color: COLORS.steel },
    textX,
    doc.y + 1,
  );
  sheet.y = y;
}
