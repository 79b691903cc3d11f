import { describe, expect, it } from 'vitest';
import { feedPath, matchFeedPath, offersFeed, subscriptionUrl } from './feed-paths';

describe('feed and calendar paths', () => {
  it('are the page’s path with an extension', () => {
    expect(feedPath('/news', 'rss')).toBe('/news.rss');
    expect(feedPath('/en/fiere-ed-eventi/saldatech-italia-2025-trade-fair', 'ics')).toBe(
      '/en/fiere-ed-eventi/saldatech-italia-2025-trade-fair.ics',
    );
  });

  it('lead to the internal route of their kind, in the path’s language', () => {
    expect(matchFeedPath('/news.rss')).toEqual({
      kind: 'rss',
      locale: 'it',
      pagePath: '/news',
      route: '/it/news-feed/news',
    });
    expect(matchFeedPath('/de/messen-und-veranstaltungen.ics')).toEqual({
      kind: 'ics',
      locale: 'de',
      pagePath: '/de/messen-und-veranstaltungen',
      route: '/de/calendar/messen-und-veranstaltungen',
    });
    expect(matchFeedPath('/fiere-ed-eventi/fiera-x.ics')?.route).toBe(
      '/it/calendar/fiere-ed-eventi/fiera-x',
    );
  });

  it('are nothing else', () => {
    for (const path of [
      '/news',
      '/.rss',
      '/news.xml',
      '/news/.ics',
      '/news.rss/x',
      '/a.ics.rss.x',
    ]) {
      expect(matchFeedPath(path), path).toBeUndefined();
    }
  });

  it('give a calendar application its webcal address', () => {
    expect(subscriptionUrl('https://www.example.com/fiere-ed-eventi.ics')).toBe(
      'webcal://www.example.com/fiere-ed-eventi.ics',
    );
  });

  it('exist for a news listing (RSS), an events listing or an event (calendar), and no other page', () => {
    const news = { type: 'page', blocks: ['hero', 'blog-listing'] };
    const events = { type: 'page', blocks: ['events-listing'] };
    expect(offersFeed('rss', news)).toBe(true);
    expect(offersFeed('ics', news)).toBe(false);
    expect(offersFeed('ics', events)).toBe(true);
    expect(offersFeed('rss', events)).toBe(false);
    expect(offersFeed('ics', { type: 'event', blocks: [] })).toBe(true);
    expect(offersFeed('rss', { type: 'event', blocks: [] })).toBe(false);
    expect(offersFeed('rss', { type: 'page', blocks: ['product-listing'] })).toBe(false);
    expect(offersFeed('rss', { type: 'product', blocks: ['blog-listing'] })).toBe(false);
  });
});
