import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import type { FormValues } from '../lead-schema';
import { APPLICATION_FIELDS, MAX_APPLICATION_BYTES, MAX_FILE_BYTES } from './application-fields';
import type { ReceivedFile } from './application-schema';

/**
 * An application's `multipart/form-data` post, read as it streams (`@fastify/busboy`), never past
 * a limit: the text fields into strings, each file into memory up to MAX_FILE_BYTES. A file or a
 * body past its limit stops the reading at once: what follows is not read, and the caller answers
 * 413 (`discardRest` then reads what follows without keeping it, for a bounded time, so the
 * client hears the answer). What was read of the text fields by then (the form sends them before
 * its files) is kept, so the visitor's answer can show them again.
 */
export type ApplicationPost =
  | { status: 'read'; values: FormValues; files: ReceivedFile[] }
  | { status: 'too-large'; values: FormValues; field?: 'cv' | 'attachment' }
  | { status: 'malformed' };

/** The form's fields and the spam defence's: nothing else is kept. */
const KNOWN_FIELDS = new Set<string>([
  ...APPLICATION_FIELDS,
  'locale',
  'page',
  'form',
  'website',
  'form_token',
  'altcha',
]);
const isFileField = (name: string): name is ReceivedFile['field'] =>
  name === 'cv' || name === 'attachment';

export function readApplicationPost(
  body: Readable,
  contentType: string,
  limits = { file: MAX_FILE_BYTES, body: MAX_APPLICATION_BYTES },
): Promise<ApplicationPost> {
  return new Promise((resolve) => {
    const values: Record<string, string | string[]> = {};
    const files: ReceivedFile[] = [];
    let settled = false;
    let busboy: ReturnType<typeof Busboy>;
    const finish = (result: ApplicationPost) => {
      if (settled) return;
      settled = true;
      body.unpipe();
      body.off('data', count);
      body.pause();
      busboy?.removeAllListeners();
      busboy?.on('error', () => undefined);
      resolve(result);
    };
    let total = 0;
    const count = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.body) finish({ status: 'too-large', values });
    };
    try {
      busboy = Busboy({
        headers: { 'content-type': contentType },
        limits: {
          fieldNameSize: 100,
          fieldSize: 16 * 1024,
          fields: 30,
          fileSize: limits.file,
          files: 2,
          parts: 40,
          headerPairs: 20,
        },
      });
    } catch {
      resolve({ status: 'malformed' });
      return;
    }
    busboy.on('field', (name, value) => {
      if (!KNOWN_FIELDS.has(name)) return;
      const previous = values[name];
      values[name] =
        previous === undefined
          ? value
          : [...(Array.isArray(previous) ? previous : [previous]), value];
    });
    busboy.on('file', (name, stream, filename) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        finish({ status: 'too-large', values, ...(isFileField(name) && { field: name }) });
      });
      stream.on('end', () => {
        // an empty file input is sent as a part without bytes (and without a name): no file
        if (settled || !isFileField(name) || size === 0) return;
        if (!files.some((file) => file.field === name)) {
          files.push({ field: name, name: filename, data: Buffer.concat(chunks) });
        }
      });
    });
    busboy.on('finish', () => finish({ status: 'read', values, files }));
    busboy.on('error', () => finish({ status: 'malformed' }));
    body.on('error', () => finish({ status: 'malformed' }));
    body.on('data', count);
    body.pipe(busboy);
  });
}

/** How long the rest of a refused body is read and dropped before the connection is closed. */
export const DISCARD_MS = 30_000;

/**
 * Reads what is left of a refused body without keeping it, so a client still sending hears the
 * 413 instead of a reset connection (as nginx's lingering close does); after `ms` the body is
 * destroyed, whatever is left.
 */
export function discardRest(body: Readable, ms = DISCARD_MS): void {
  const timer = setTimeout(() => body.destroy(), ms);
  timer.unref();
  body.on('error', () => undefined);
  body.once('close', () => clearTimeout(timer));
  body.once('end', () => clearTimeout(timer));
  body.resume();
}
