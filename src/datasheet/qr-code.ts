import QRCode from 'qrcode';

/**
 * The QR code of `text` as vector squares: its dark modules as one SVG path of unit squares (one
 * unit per module, quiet zone excluded), for PDFKit to scale and fill. Medium error correction
 * survives a crease or a poor photocopy.
 */
export function qrModules(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      // runs of dark modules in a row are one rectangle: a smaller file, no hairline seams
      if (!modules.get(row, col) || (col > 0 && modules.get(row, col - 1))) continue;
      let end = col;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      parts.push(`M${col} ${row}h${end - col + 1}v1h${-(end - col + 1)}z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
