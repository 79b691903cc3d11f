import { describe, expect, it } from 'vitest';
import { datasheetFaces, fontRuns } from './pdf-fonts';

describe('the datasheet’s fonts', () => {
  const faces = datasheetFaces();

  it('draw every character of the five languages in the brand face', () => {
    for (const weight of ['regular', 'bold', 'heavy'] as const) {
      expect(fontRuns('Größe é ñ ç € ° ± – ’ « » ¿ ¡ ü', faces[weight])).toEqual([
        { face: faces[weight][0]!.name, text: 'Größe é ñ ç € ° ± – ’ « » ¿ ¡ ü' },
      ]);
    }
  });

  it('fall back for a character the brand face lacks', () => {
    const runs = fontRuns('R 50 Ω ≤ 2', faces.regular);
    expect(runs.map((run) => run.face)).toEqual([
      'archivo-latin-400-normal',
      'DejaVuSans',
      'archivo-latin-400-normal',
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('R 50 Ω ≤ 2');
  });
});
