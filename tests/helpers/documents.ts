import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small documents built byte by byte for the application tests: a PDF, ZIP files shaped as DOCX,
 * DOCM and ODT, and ZIPs whose directory says what a test needs (an entry's declared size).
 */
export interface ZipPart {
  name: string;
  data: string | Buffer;
  /** Deflated unless `store` (the ODT's `mimetype` must be stored). */
  store?: boolean;
  /** The uncompressed size the directory declares, when it is to lie. */
  declaredSize?: number;
}

export function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const stored = part.store ? data : deflateRawSync(data);
    const name = Buffer.from(part.name);
    const method = part.store ? 0 : 8;
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    directory.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const WORD_BODY =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

export function docx(extra: ZipPart[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes(WORD_MAIN) },
    { name: 'word/document.xml', data: WORD_BODY },
    ...extra,
  ]);
}

/** A Word document with macros, as Word saves it (.docm). */
export function docm(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes(DOCM_MAIN) },
    { name: 'word/document.xml', data: WORD_BODY },
    { name: 'word/vbaProject.bin', data: Buffer.from('macro bytes') },
  ]);
}

export function odt(extra: ZipPart[] = [], mimetype = 'application/vnd.oasis.opendocument.text') {
  return zip([
    { name: 'mimetype', data: mimetype, store: true },
    { name: 'content.xml', data: '<office:document-content/>' },
    ...extra,
  ]);
}

/** A one-page PDF saying `text`, `size` bytes long at least (padded in a comment). */
export function pdf(text = 'Curriculum vitae', size = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 24 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const padding = Math.max(0, size - body.length);
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x25)]);
}

/** A Windows program's first bytes (`MZ`), as an `.exe` renamed `.pdf` starts. */
export function windowsProgram(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'ascii');
  exe.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return exe;
}
