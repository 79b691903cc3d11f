import { env } from '@/config/env';
import { FEED_TYPES } from '@/paths/feed-paths';
import { globalSettings } from '@/site/page-context';
import { eventsCalendar, isEvent, listsEvents } from '@/blocks/event/event-calendar';
import { listEvents } from '@/blocks/events-listing/event-query';
import { feedAnswer, feedPage, noFeed, type FeedRouteContext } from '../../../_http/feed-answer';

export const dynamic = 'force-dynamic';

/**
 * The calendar of a page (src/paths/feed-paths.ts): an event's page gives that event
 * (`/fiere-ed-eventi/fiera-saldatech-italia-2025.ics`, "Add to calendar"), the events listing
 * every event still to come (`/fiere-ed-eventi.ics`, to subscribe to). The proxy rewrites here
 * only for a canonical page path; any other page has no calendar.
 */
export async function GET(_request: Request, context: FeedRouteContext) {
  const page = await feedPage(context);
  if (!page || (!isEvent(page.story) && !listsEvents(page.story))) return noFeed();
  const { locale, story } = page;
  const siteUrl = env().SITE_URL;
  if (isEvent(story)) {
    const body = await eventsCalendar({ name: story.name, stories: [story], locale, siteUrl });
    return feedAnswer(body, FEED_TYPES.ics, {
      'Content-Disposition': `attachment; filename="${story.slug}.ics"`,
    });
  }
  const [settings, { upcoming }] = await Promise.all([
    globalSettings(locale),
    listEvents(locale, new Date(), { includePast: false }),
  ]);
  const name = `${settings.company_name} – ${story.name}`;
  const body = await eventsCalendar({ name, stories: upcoming, locale, siteUrl });
  return feedAnswer(body, FEED_TYPES.ics, {
    'Content-Disposition': `inline; filename="${story.slug}.ics"`,
  });
}
