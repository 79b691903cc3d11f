/**
 * A ZIP file's central directory, read without expanding anything: the entries' names and the
 * sizes they declare, and the bytes of one small entry when asked. DOCX and ODT documents are ZIP
 * files; what they hold is judged from this before a file is kept (`document-type.ts`).
 * ZIP64 (a file or an entry past 4 GB, or past 65,535 entries) is never a CV: it is not read.
 */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated; any other method is read as unreadable by `entryBytes`. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
/** The end record's comment is at most this long, so the record is within the file's last 64 kB. */
const MAX_COMMENT = 0xffff;
/** More entries than any document has: a directory longer than this is not read. */
export const MAX_ENTRIES = 10_000;
const ZIP64_MARK = 0xffffffff;

/** The entries of `zip`'s central directory, or undefined when it is not a ZIP file this reads. */
export function readZipDirectory(zip: Buffer): ZipEntry[] | undefined {
  const end = findEndRecord(zip);
  if (end === undefined) return undefined;
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) return undefined;
  if (count > MAX_ENTRIES || offset + size > end) return undefined;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > offset + size || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > offset + size) return undefined;
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    };
    if (
      entry.compressedSize === ZIP64_MARK ||
      entry.uncompressedSize === ZIP64_MARK ||
      entry.localHeaderOffset === ZIP64_MARK
    ) {
      return undefined;
    }
    entries.push(entry);
    at = next;
  }
  return entries;
}

function findEndRecord(zip: Buffer): number | undefined {
  const earliest = Math.max(0, zip.length - END_RECORD_BYTES - MAX_COMMENT);
  for (let at = zip.length - END_RECORD_BYTES; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/**
 * The stored bytes of `entry` (still compressed when it is deflated), or undefined when its local
 * header does not lead to them.
 */
export function entryBytes(zip: Buffer, entry: ZipEntry): Buffer | undefined {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= zip.length ? zip.subarray(start, end) : undefined;
}
