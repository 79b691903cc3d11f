import { describe, expect, it } from 'vitest';
import { answersSearch, hasAnswers, parseAnswers, parseThickness, withoutAnswer } from './answers';

const MATERIALS = new Set(['alluminio', 'acciaio-al-carbonio', 'acciaio-inossidabile']);
const parse = (search: string) => parseAnswers(new URLSearchParams(search), MATERIALS);

describe('the finder’s answers', () => {
  it('read every question, and write them back in the questions’ order', () => {
    const { answers, notes } = parse(
      'uso=cantiere&rete=1x230&spessore=3&materiale=alluminio&processo=tig&impiego=occasionale',
    );
    expect(notes).toEqual([]);
    expect(answers).toEqual({
      processo: 'tig',
      materiale: ['alluminio'],
      spessore: 3,
      rete: '1x230',
      uso: 'cantiere',
      impiego: 'occasionale',
    });
    expect(answersSearch(answers)).toBe(
      '?processo=tig&materiale=alluminio&spessore=3&rete=1x230&uso=cantiere&impiego=occasionale',
    );
  });

  it('take materials comma-separated or repeated (a form’s checkboxes), once each', () => {
    const { answers } = parse('materiale=alluminio,acciaio-al-carbonio&materiale=alluminio');
    expect(answers.materiale).toEqual(['alluminio', 'acciaio-al-carbonio']);
  });

  it('leave out empty answers ("Not sure") without a note', () => {
    const { answers, notes } = parse('processo=&rete=&spessore=');
    expect(hasAnswers(answers)).toBe(false);
    expect(notes).toEqual([]);
    expect(answersSearch(answers)).toBe('');
  });

  it('set aside unknown values, a negative or absurd thickness and repeated answers, with a note', () => {
    const { answers, notes } = parse(
      'processo=laser&materiale=legno&spessore=-3&rete=1x230&rete=3x400&uso=ROBOT',
    );
    expect(answers).toEqual({ materiale: [], rete: '1x230', uso: 'robot' });
    expect(notes).toEqual([
      { question: 'processo', value: 'laser', reason: 'unknown' },
      { question: 'rete', value: '3x400', reason: 'repeated' },
      { question: 'materiale', value: 'legno', reason: 'unknown' },
      { question: 'spessore', value: '-3', reason: 'thickness' },
    ]);
    expect(parse('spessore=1e9').notes[0]?.reason).toBe('thickness');
    expect(parse('spessore=250').answers.spessore).toBeUndefined();
  });

  it('shorten a 2,000-character value in its note, and never throw', () => {
    const long = 'x'.repeat(2000);
    const { notes } = parse(`processo=${long}&materiale=${long}&spessore=${long}`);
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(note.value.length).toBeLessThanOrEqual(40);
  });

  it('read a thickness as a visitor writes it', () => {
    expect(parseThickness('2,5')).toBe(2.5);
    expect(parseThickness(' 3 mm')).toBe(3);
    expect(parseThickness('0')).toBeUndefined();
    expect(parseThickness('3;DROP')).toBeUndefined();
  });

  it('drop one answer for a relaxing link', () => {
    const { answers } = parse('processo=tig&materiale=alluminio&rete=1x230');
    expect(answersSearch(withoutAnswer(answers, 'rete'))).toBe('?processo=tig&materiale=alluminio');
    expect(answersSearch(withoutAnswer(answers, 'materiale'))).toBe('?processo=tig&rete=1x230');
  });
});
