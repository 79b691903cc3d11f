import { inflateRawSync } from 'node:zlib';
import { entryBytes, readZipDirectory, type ZipEntry } from './zip-directory';

/**
 * What a visitor's file is, judged by its content (never its name or the browser's word): a PDF,
 * a Word document (DOCX) or an OpenDocument text (ODT), or the reason it is not kept.
 */
export const DOCUMENT_TYPES = ['pdf', 'docx', 'odt'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentCheck =
  | { ok: true; type: DocumentType }
  /**
   * `type`: none of the three; `macros`: a document that carries macros; `unsafe`: a ZIP whose
   * entries would expand past MAX_EXPANDED_BYTES, or that cannot be read.
   */
  | { ok: false; reason: 'type' | 'macros' | 'unsafe' };

/** The sum of a DOCX's or ODT's declared entry sizes above which it is refused (a ZIP bomb). */
export const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;

export const MEDIA_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = MEDIA_TYPES.odt;
/** The main part of a Word document without macros; DOCM's is `…macroEnabled.main+xml`. */
const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** `[Content_Types].xml` is a few kB; more than this is not a Word document's. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

export function checkDocument(file: Buffer): DocumentCheck {
  if (file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { ok: true, type: 'pdf' };
  if (!file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return { ok: false, reason: 'type' };
  const entries = readZipDirectory(file);
  if (!entries) return { ok: false, reason: 'unsafe' };
  const expanded = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (expanded > MAX_EXPANDED_BYTES) return { ok: false, reason: 'unsafe' };
  const named = new Map(entries.map((entry) => [entry.name, entry]));
  const mimetype = named.get('mimetype');
  if (mimetype) return checkOdt(file, mimetype, entries);
  const contentTypes = named.get('[Content_Types].xml');
  if (contentTypes && named.has('word/document.xml')) return checkDocx(file, contentTypes, entries);
  return { ok: false, reason: 'type' };
}

/** An ODT names itself in its stored `mimetype` entry; its macros live under Basic/ or Scripts/. */
function checkOdt(file: Buffer, mimetype: ZipEntry, entries: ZipEntry[]): DocumentCheck {
  const stored = mimetype.method === 0 ? entryBytes(file, mimetype) : undefined;
  if (stored?.toString('ascii') !== ODT_MIMETYPE) return { ok: false, reason: 'type' };
  const macros = entries.some(
    (entry) => entry.name.startsWith('Basic/') || entry.name.startsWith('Scripts/'),
  );
  return macros ? { ok: false, reason: 'macros' } : { ok: true, type: 'odt' };
}

/**
 * A DOCX's `[Content_Types].xml` names its main part a plain Word document's; a DOCM's names it
 * macro-enabled, and its macros are in a `vbaProject.bin` part.
 */
function checkDocx(file: Buffer, contentTypes: ZipEntry, entries: ZipEntry[]): DocumentCheck {
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) {
    return { ok: false, reason: 'macros' };
  }
  const text = entryText(file, contentTypes);
  if (text === undefined) return { ok: false, reason: 'unsafe' };
  if (/macroEnabled/i.test(text)) return { ok: false, reason: 'macros' };
  return text.includes(DOCX_MAIN) ? { ok: true, type: 'docx' } : { ok: false, reason: 'type' };
}

/** A small entry's text, expanded with a bound whatever its header says. */
function entryText(file: Buffer, entry: ZipEntry): string | undefined {
  if (entry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return undefined;
  const bytes = entryBytes(file, entry);
  if (!bytes) return undefined;
  if (entry.method === 0) return bytes.toString('utf8');
  if (entry.method !== 8) return undefined;
  try {
    return inflateRawSync(bytes, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }).toString('utf8');
  } catch {
    return undefined;
  }
}
