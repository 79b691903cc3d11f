import { describe, expect, it } from 'vitest';
import { parseWebhookEvent } from './webhook-event';

const story = (fields: Record<string, unknown>) =>
  JSON.stringify({ text: 'The user published the Story X', space_id: 7, story_id: 42, ...fields });

describe('parseWebhookEvent', () => {
  it('reads every story action Storyblok sends', () => {
    for (const action of ['published', 'unpublished', 'deleted', 'moved']) {
      expect(parseWebhookEvent(story({ action }))).toEqual({
        ok: true,
        event: { kind: 'story', action, spaceId: 7, storyId: 42 },
      });
    }
  });

  it('keeps full_slug when a custom payload carries it', () => {
    const parsed = parseWebhookEvent(story({ action: 'moved', full_slug: 'en/products/a' }));
    expect(parsed.ok && parsed.event).toMatchObject({ fullSlug: 'en/products/a' });
  });

  it('reads a datasource save', () => {
    const body = JSON.stringify({
      text: 'entries updated',
      action: 'entries_updated',
      space_id: 7,
      datasource_slug: 'redirects',
    });
    expect(parseWebhookEvent(body)).toEqual({
      ok: true,
      event: {
        kind: 'datasource',
        action: 'entries_updated',
        spaceId: 7,
        datasourceSlug: 'redirects',
      },
    });
  });

  it.each([
    ['not JSON', '{"action":', 'the body is not JSON'],
    ['an array', '[]', 'the body is not a JSON object'],
    ['null', 'null', 'the body is not a JSON object'],
    [
      'no space',
      JSON.stringify({ action: 'published', story_id: 1 }),
      'space_id must be a positive integer',
    ],
    [
      'a story event without a story',
      JSON.stringify({ action: 'published', space_id: 1 }),
      'story_id must be a positive integer',
    ],
    [
      'a string id',
      story({ action: 'published', story_id: '42' }),
      'story_id must be a positive integer',
    ],
    [
      'an unknown action',
      story({ action: 'released' }),
      'action must be one of published, unpublished, deleted, moved, entries_updated',
    ],
    [
      'a datasource event without a slug',
      JSON.stringify({ action: 'entries_updated', space_id: 1 }),
      'datasource_slug must be a non-empty string',
    ],
  ])('says why %s is refused', (_, body, reason) => {
    expect(parseWebhookEvent(body)).toEqual({ ok: false, reason });
  });
});
