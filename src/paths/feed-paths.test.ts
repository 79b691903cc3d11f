import { describe, expect, it } from 'vitest';
import { feedPath, matchFeedPath, subscriptionUrl } from './feed-paths';

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
});
