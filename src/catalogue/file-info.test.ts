import { describe, expect, it } from 'vitest';
import { fileFormat, fileSummary, formatFileSize } from './file-info';

describe('file information of a download', () => {
  it('names the format from the extension', () => {
    expect(fileFormat('/assets/downloads/manual.pdf')).toBe('PDF');
    expect(fileFormat('https://a.example/f/1/data.sheet.XLSX?x=1')).toBe('XLSX');
    expect(fileFormat('/assets/downloads/README')).toBe('');
  });

  it('formats the size in the visitor’s number format', () => {
    expect(formatFileSize('1200', 'it')).toBe('1,2 MB');
    expect(formatFileSize('1200', 'en')).toBe('1.2 MB');
    expect(formatFileSize('24', 'de')).toBe('24 kB');
    expect(formatFileSize(2500, 'fr')).toMatch(/^2,5\s?Mo$/);
    expect(formatFileSize('0.2', 'it')).toBe('1 kB');
  });

  it('leaves out what it does not know', () => {
    expect(formatFileSize('', 'it')).toBe('');
    expect(formatFileSize('abc', 'it')).toBe('');
    expect(fileSummary('/a/manual.pdf', '1200', 'it')).toBe('PDF · 1,2 MB');
    expect(fileSummary('/a/manual.pdf', undefined, 'it')).toBe('PDF');
  });
});
