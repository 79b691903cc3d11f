import { describe, expect, it } from 'vitest';
import { docm, docx, odt, pdf, windowsProgram, zip } from '../../../tests/helpers/documents';
import { checkDocument, MAX_EXPANDED_BYTES } from './document-type';

describe('checkDocument', () => {
  it('knows a PDF, a DOCX and an ODT by their bytes', () => {
    expect(checkDocument(pdf())).toEqual({ ok: true, type: 'pdf' });
    expect(checkDocument(docx())).toEqual({ ok: true, type: 'docx' });
    expect(checkDocument(odt())).toEqual({ ok: true, type: 'odt' });
  });

  it('refuses a program whatever it is called, and an empty file', () => {
    expect(checkDocument(windowsProgram())).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument(Buffer.alloc(0))).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument(Buffer.from('PDF-1.4 not quite'))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a Word document with macros, by its content type or its macro part', () => {
    expect(checkDocument(docm())).toEqual({ ok: false, reason: 'macros' });
    const hidden = docx([{ name: 'word/vbaProject.bin', data: Buffer.from('vba') }]);
    expect(checkDocument(hidden)).toEqual({ ok: false, reason: 'macros' });
  });

  it('refuses an ODT with Basic or script macros, and a ZIP naming another type', () => {
    expect(checkDocument(odt([{ name: 'Basic/Standard/Module1.xml', data: 'x' }]))).toEqual({
      ok: false,
      reason: 'macros',
    });
    expect(checkDocument(odt([{ name: 'Scripts/python/run.py', data: 'x' }]))).toEqual({
      ok: false,
      reason: 'macros',
    });
    expect(checkDocument(odt([], 'application/vnd.oasis.opendocument.spreadsheet'))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(checkDocument(zip([{ name: 'setup.exe', data: windowsProgram() }]))).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses a ZIP whose entries declare more than 50 MB, without expanding them', () => {
    const half = MAX_EXPANDED_BYTES / 2;
    const bomb = docx([
      { name: 'word/media/a.bin', data: 'a', declaredSize: half },
      { name: 'word/media/b.bin', data: 'b', declaredSize: half },
    ]);
    expect(checkDocument(bomb)).toEqual({ ok: false, reason: 'unsafe' });
    const within = docx([{ name: 'word/media/a.bin', data: 'a', declaredSize: half }]);
    expect(checkDocument(within)).toEqual({ ok: true, type: 'docx' });
  });

  it('refuses a ZIP cut short or with a ZIP64 mark', () => {
    const whole = docx();
    expect(checkDocument(whole.subarray(0, whole.length - 30))).toEqual({
      ok: false,
      reason: 'unsafe',
    });
    const zip64 = docx([{ name: 'big.bin', data: 'x', declaredSize: 0xffffffff }]);
    expect(checkDocument(zip64)).toEqual({ ok: false, reason: 'unsafe' });
  });
});
