import { describe, expect, it } from 'vitest';
import { openedCookie, openedToken } from './form-cookie';

describe('the opened-form cookie', () => {
  it('lives as long as a token, for the whole site, out of scripts’ reach', () => {
    expect(openedCookie('a.b.c.d', false)).toBe(
      'fortarc_form=a.b.c.d; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax',
    );
    expect(openedCookie('a.b.c.d', true)).toMatch(/; Secure$/);
  });

  it('is read among other cookies, and only by its own name', () => {
    expect(openedToken('NEXT_LOCALE=en; fortarc_form=x.y.z.s; other=1')).toBe('x.y.z.s');
    expect(openedToken('fortarc_form_old=x; my_fortarc_form=y')).toBeUndefined();
    expect(openedToken('fortarc_form=')).toBeUndefined();
    expect(openedToken(undefined)).toBeUndefined();
    expect(openedToken(null)).toBeUndefined();
  });

  it('is not looked for in a header too long to be a browser’s', () => {
    expect(openedToken(`${'a=b; '.repeat(2000)}fortarc_form=x`)).toBeUndefined();
  });
});
