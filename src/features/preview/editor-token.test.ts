import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkEditorToken, signEditorLink } from './editor-token';

const now = 1_800_000_000_000;
const seconds = Math.floor(now / 1000);

describe('checkEditorToken', () => {
  it("accepts Storyblok's signature: sha1 of space_id:preview_token:timestamp", () => {
    const link = signEditorLink('123', 'preview-token', seconds - 60);
    const documented = createHash('sha1')
      .update(`123:preview-token:${seconds - 60}`)
      .digest('hex');
    expect(link.get('_storyblok_tk[token]')).toBe(documented);
    expect(checkEditorToken(link, 'preview-token', { nowMs: now })).toEqual({ ok: true });
    expect(checkEditorToken(link, 'preview-token', { nowMs: now, spaceId: '123' }).ok).toBe(true);
  });

  it('refuses a forged token, another token, an expired link and another space', () => {
    const link = signEditorLink('123', 'preview-token', seconds - 60);
    const forged = new URLSearchParams(link);
    forged.set('_storyblok_tk[token]', 'a'.repeat(40));
    expect(checkEditorToken(forged, 'preview-token', { nowMs: now })).toMatchObject({ ok: false });
    expect(checkEditorToken(link, 'other-token', { nowMs: now })).toMatchObject({ ok: false });
    const old = signEditorLink('123', 'preview-token', seconds - 3601);
    expect(checkEditorToken(old, 'preview-token', { nowMs: now })).toEqual({
      ok: false,
      reason: 'the link has expired',
    });
    expect(checkEditorToken(link, 'preview-token', { nowMs: now, spaceId: '9' }).ok).toBe(false);
  });

  it('refuses a link with parts missing or malformed, without throwing', () => {
    expect(checkEditorToken(new URLSearchParams(), 't', { nowMs: now }).ok).toBe(false);
    const bad = signEditorLink('1', 't', seconds);
    bad.set('_storyblok_tk[token]', 'zz');
    expect(checkEditorToken(bad, 't', { nowMs: now }).ok).toBe(false);
    bad.set('_storyblok_tk[timestamp]', 'yesterday');
    expect(checkEditorToken(bad, 't', { nowMs: now }).ok).toBe(false);
    const future = signEditorLink('1', 't', seconds + 3600);
    expect(checkEditorToken(future, 't', { nowMs: now }).ok).toBe(false);
  });
});
