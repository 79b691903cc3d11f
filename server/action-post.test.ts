import { describe, expect, it } from 'vitest';
import {
  renderedActionForm,
  scriptActionBody,
  TEST_ACTION as ACTION,
} from '../tests/helpers/action-form';
import { actionPostProblem, NOT_A_FORM_POST } from './action-post';

const ACTIONS = new Set([ACTION]);
/** A state after a refused round: a value React escapes, a token it writes as `$undefined`. */
const STATE = {
  status: 'invalid',
  errors: { email: 'email' },
  values: { message: '$5' },
  round: 1,
  token: undefined,
};

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** The hidden fields without JavaScript, written by hand: a forgery of React's. */
function forgedForm(meta: unknown, bound: string): FormData {
  return form([
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', JSON.stringify(meta)],
    ['$ACTION_1:1', bound],
  ]);
}

describe('actionPostProblem', () => {
  it('lets through the form as React posts it, with JavaScript and without', async () => {
    const fields: [string, string][] = [
      ['kind', 'contact'],
      ['message', '$100, all in'],
    ];
    const script = await scriptActionBody(fields, STATE);
    expect(actionPostProblem(script, ACTION, true, ACTIONS)).toBeUndefined();
    const plain = await renderedActionForm(fields, STATE);
    expect(actionPostProblem(plain, undefined, true, ACTIONS)).toBeUndefined();
  });

  it('lets a plain post that names no action through (Next answers it with the page)', () => {
    expect(actionPostProblem(form([['a', '1']]), undefined, false, ACTIONS)).toBeUndefined();
  });

  it('refuses a script’s post of another shape, not multipart, or of an unknown action', async () => {
    for (const args of [
      '[null]',
      '[]',
      'not json',
      '{}',
      '[{}]',
      '[{},"$K1",3]',
      '[{"a":"$@2"},"$K1"]',
      '[{},"$1"]',
    ]) {
      const body = form([['0', args]]);
      expect(actionPostProblem(body, ACTION, true, ACTIONS), args).toBe(NOT_A_FORM_POST);
    }
    const good = await scriptActionBody([['kind', 'contact']]);
    expect(actionPostProblem(good, ACTION, false, ACTIONS)).toBe(NOT_A_FORM_POST);
    expect(actionPostProblem(good, 'abc', true, ACTIONS)).toBe(NOT_A_FORM_POST);
    expect(actionPostProblem(good, [ACTION, ACTION], true, ACTIONS)).toBe(NOT_A_FORM_POST);
    expect(actionPostProblem(form([]), ACTION, true, ACTIONS)).toBe(NOT_A_FORM_POST);
  });

  it('refuses a form without a script whose action is unknown, unbound, or bound to no state', async () => {
    const refused = [
      await renderedActionForm([], null),
      await renderedActionForm([], []),
      await renderedActionForm([], STATE, 'abc'),
      forgedForm({ id: ACTION, bound: '$@1' }, '[{"round":"$Q2"}]'),
      forgedForm({ id: ACTION, bound: '$@1' }, '[null]'),
      forgedForm({ id: ACTION, bound: '$@1' }, 'not json'),
      forgedForm({ id: ACTION, bound: null }, '[{}]'),
      forgedForm('not an object', '[{}]'),
      form([[`$ACTION_ID_${ACTION}`, '']]),
    ];
    for (const data of refused) {
      expect(actionPostProblem(data, undefined, true, ACTIONS)).toBe(NOT_A_FORM_POST);
    }
  });
});
