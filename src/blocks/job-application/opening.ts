import { routeSegments, type Story } from '@/content';
import type { JobApplicationBlok, JobPositionBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import type { Opening } from '@/leads/applications/application-schema';
import { renderTime } from '@/site/format/date';
import { loadPageStory } from '@/site/load-page-story';
import { globalSettings } from '@/site/page-context';
import { isSitePath } from '../lead-form/lead-form-state';
import { isOpen } from '../job-position/job-facts';

/** What the content says of a form a post names: its opening, and whom a refusal points to. */
export interface FormOpening {
  opening: Opening;
  /** The address the visitor is told to write to when the application cannot be sent. */
  writeTo: string;
}

const ADDRESS = /^[^@\s,]+@[^@\s,]+$/;

/** Addresses from a comma-separated field; anything that is not one is left out. */
export const addresses = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => ADDRESS.test(address));

/** The job-application block with `_uid` in a story's content, wherever it is nested. */
function findForm(value: unknown, uid: string, depth = 0): JobApplicationBlok | undefined {
  if (depth > 12 || !value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findForm(item, uid, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (record.component === 'job-application' && record._uid === uid) {
    return record as JobApplicationBlok;
  }
  for (const [key, child] of Object.entries(record)) {
    if (key !== 'component' && key !== '_uid' && typeof child === 'object') {
      const found = findForm(child, uid, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The opening of a form on `story`: on an opening's page (its `application` field, while it is
 * open) the opening's title and department's address; on any other page a spontaneous
 * application to the block's addresses (none: JOBS_TO).
 */
export function storyOpening(
  story: Story,
  form: JobApplicationBlok,
): { opening: Opening; department?: string } {
  const content = story.content as unknown as JobPositionBlok | { component: string };
  if (content.component === 'job-position') {
    const job = content as JobPositionBlok;
    const department = addresses(job.apply_email)[0];
    const named = addresses(form.recipients);
    return {
      opening: {
        kind: 'opening',
        position: job.title,
        recipients: named.length > 0 ? named : department ? [department] : [],
      },
      department,
    };
  }
  return { opening: { kind: 'spontaneous', recipients: addresses(form.recipients) } };
}

/**
 * The form a post names by its page and the block's id, as the content has it now; undefined
 * when there is none there (another page, an unknown block, an opening that has closed).
 */
export async function resolveOpening(
  locale: Locale,
  page: string,
  formId: string,
): Promise<FormOpening | undefined> {
  if (!isSitePath(page) || !/^[\w-]{1,64}$/.test(formId)) return undefined;
  const found = await loadPageStory(locale, routeSegments(page, locale));
  if (found.kind !== 'found') return undefined;
  const { story } = found;
  const isOpening = story.content.component === 'job-position';
  const form = isOpening
    ? (story.content as unknown as JobPositionBlok).application?.find((b) => b._uid === formId)
    : findForm(story.content, formId);
  if (!form) return undefined;
  if (isOpening && !isOpen(story.content as unknown as JobPositionBlok, renderTime())) {
    return undefined;
  }
  const { opening, department } = storyOpening(story, form);
  const settings = await globalSettings(locale).catch(() => undefined);
  return { opening, writeTo: department ?? settings?.email ?? '' };
}
