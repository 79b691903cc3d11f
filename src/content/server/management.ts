import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { webhookSignature } from '../storyblok/webhook-signature';
import { ContentError } from '../errors';
import { loadStoreFiles } from '../local/load';
import { storyFileSchema, type StoryFile } from '../local/file-schema';
import type { Reply } from './routes';

/** What the content server needs to take edits, as Storyblok's Management API does. */
export interface ManagementOptions {
  /** The store folder the server answers from; edits are written to its files. */
  dir: string;
  /** Where each change is announced, signed, as Storyblok's webhook does. */
  webhook?: { url: string; secret: string };
  /** The token `Authorization` must carry, when set. */
  token?: string;
}

/** One webhook the server sent, for tests and benchmarks. */
export interface WebhookDelivery {
  action: string;
  /** The story's id, or the datasource's slug. */
  subject: number | string;
  /** `performance.now()` when it was sent and when the site answered. */
  sentAt: number;
  answeredAt: number;
  /** The site's status; 0 when the call failed. */
  status: number;
}

type StoryAction = 'published' | 'unpublished' | 'deleted';
type Action = StoryAction | 'entries_updated';

const SPACE_ID = 1;
const STORIES = /^\/v1\/spaces\/[^/]+\/stories(?:\/(\d+)(?:\/(publish|unpublish))?)?\/?$/;
const DATASOURCE_ENTRIES = /^\/v1\/spaces\/[^/]+\/datasource_entries\/?$/;

async function storyFiles(dir: string) {
  return (await loadStoreFiles(dir)).stories;
}

async function findStory(dir: string, id: number) {
  const found = (await storyFiles(dir)).find((entry) => entry.story.id === id);
  if (!found) throw new ContentError(404, `No story with id ${id}`);
  return found;
}

/** The story as the schema reads it; a 422 naming the fields when an edit breaks it. */
function validStory(data: unknown): StoryFile {
  const result = storyFileSchema.safeParse(data);
  if (!result.success) {
    const reasons = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ContentError(422, `The story is not valid: ${reasons.join('; ')}`);
  }
  return result.data;
}

function published(story: StoryFile, now: string): StoryFile {
  const { draft, ...rest } = story;
  return {
    ...rest,
    ...(draft?.name && { name: draft.name }),
    ...(draft && { content: draft.content }),
    published_at: now,
    first_published_at: story.first_published_at ?? now,
    updated_at: now,
  };
}

const write = (file: string, story: StoryFile) =>
  writeFile(file, `${JSON.stringify(story, null, 2)}\n`);

function editOf(body: unknown): { fields: Record<string, unknown>; publish: boolean } {
  const envelope = body as { story?: unknown; publish?: unknown } | null;
  if (typeof envelope?.story !== 'object' || envelope.story === null) {
    throw new ContentError(422, 'The body must be {"story": {...}}, with "publish": 1 to publish');
  }
  const publish = envelope.publish === 1 || envelope.publish === true || envelope.publish === '1';
  return { fields: envelope.story as Record<string, unknown>, publish };
}

/**
 * The part of Storyblok's Management API (v1) that the editors' loop needs, over the embedded
 * store: read, change, create, publish, unpublish and delete a story, and add a datasource entry. Each change is written to the
 * store's files, the store is opened again, and the change is announced by a signed webhook.
 * Changes are applied one at a time.
 */
export function createManagement(
  /** Read at each change, so a test may set the webhook once the site's address is known. */
  options: ManagementOptions,
  /** Opens the store again once an edit is written; the server answers from it from then on. */
  reopen: () => Promise<void>,
) {
  const deliveries: WebhookDelivery[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  /** Sends Storyblok's webhook payload, signed; the story's or the datasource's fields added. */
  async function announce(
    action: Action,
    text: string,
    subject: { story_id: number } | { datasource_slug: string },
  ): Promise<void> {
    if (!options.webhook) return;
    const body = JSON.stringify({ text, action, space_id: SPACE_ID, ...subject });
    const delivery: WebhookDelivery = {
      action,
      subject: 'story_id' in subject ? subject.story_id : subject.datasource_slug,
      sentAt: performance.now(),
      answeredAt: 0,
      status: 0,
    };
    deliveries.push(delivery);
    try {
      const response = await fetch(options.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-signature': webhookSignature(Buffer.from(body), options.webhook.secret),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
    } catch (error) {
      console.error(`content server: the webhook to ${options.webhook.url} failed:`, error);
    }
    delivery.answeredAt = performance.now();
  }

  /**
   * Opens the store with a change written. A change the store refuses (a block the content model
   * does not know, a path another story has) is undone and answered 422 with the store's reasons.
   */
  async function reopenOrUndo(undo: () => Promise<void>): Promise<void> {
    try {
      await reopen();
    } catch (error) {
      await undo();
      throw new ContentError(422, `The store refuses the change: ${(error as Error).message}`);
    }
  }

  /** Opens the store with the change, then answers; the webhook goes out after the answer, as Storyblok's does. */
  async function commit(
    action: StoryAction | null,
    story: StoryFile,
    undo: () => Promise<void>,
    status = 200,
  ): Promise<Reply> {
    await reopenOrUndo(undo);
    if (action) {
      const text = `The user Local editor ${action} the Story ${story.name} (${story.full_slug})`;
      void announce(action, text, { story_id: story.id });
    }
    return { status, body: { story } };
  }

  /**
   * Adds an entry to a datasource (`{"datasource_entry": {name, value, datasource_slug}}`; the
   * store names datasources by slug where Storyblok has a numeric `datasource_id`).
   */
  async function addEntry(body: unknown): Promise<Reply> {
    const entry = (body as { datasource_entry?: Record<string, unknown> } | null)?.datasource_entry;
    const { name, value, datasource_slug: slug } = entry ?? {};
    if ([name, value, slug].some((field) => typeof field !== 'string' || field.trim() === '')) {
      throw new ContentError(
        422,
        'The body must be {"datasource_entry": {"name": ..., "value": ..., "datasource_slug": ...}}',
      );
    }
    const file = path.join(options.dir, 'datasources', `${slug as string}.json`);
    if (!/^[a-z0-9-]+$/.test(slug as string) || !existsSync(file)) {
      throw new ContentError(404, `No datasource ${String(slug)}`);
    }
    const before = await readFile(file, 'utf8');
    const datasource = JSON.parse(before) as { entries: Array<{ id: number }> };
    const id = Math.max(0, ...datasource.entries.map((row) => row.id)) + 1;
    datasource.entries.push({ id, name, value, dimension_values: {} } as { id: number });
    await writeFile(file, `${JSON.stringify(datasource, null, 2)}\n`);
    await reopenOrUndo(() => writeFile(file, before));
    void announce(
      'entries_updated',
      `The user Local editor saved entries of the datasource ${slug as string}`,
      { datasource_slug: slug as string },
    );
    return { status: 201, body: { datasource_entry: { id, name, value } } };
  }

  async function change(
    method: string,
    id: number | undefined,
    step: string | undefined,
    body: unknown,
  ): Promise<Reply> {
    const now = new Date().toISOString();
    if (id === undefined) {
      if (method !== 'POST') throw new ContentError(405, `${method} is not answered here`);
      const { fields, publish } = editOf(body);
      const stories = await storyFiles(options.dir);
      const draft = validStory({
        id: Math.max(0, ...stories.map((entry) => entry.story.id)) + 1,
        uuid: randomUUID(),
        created_at: now,
        updated_at: now,
        published_at: null,
        first_published_at: null,
        ...fields,
      });
      const story = publish ? published(draft, now) : draft;
      const file = path.join(options.dir, 'stories', `${story.full_slug}.json`);
      await mkdir(path.dirname(file), { recursive: true });
      if (existsSync(file))
        throw new ContentError(422, `A story already lives at ${story.full_slug}`);
      await write(file, story);
      return commit(publish ? 'published' : null, story, () => rm(file), 201);
    }
    const { file, story } = await findStory(options.dir, id);
    const restore = () => write(file, story);
    if (step !== undefined) {
      if (method !== 'GET') throw new ContentError(405, `${method} is not answered here`);
      const next =
        step === 'publish'
          ? published(story, now)
          : { ...story, published_at: null, updated_at: now };
      await write(file, next);
      return commit(step === 'publish' ? 'published' : 'unpublished', next, restore);
    }
    if (method === 'GET') return { status: 200, body: { story } };
    if (method === 'DELETE') {
      await rm(file);
      return commit('deleted', story, restore);
    }
    if (method !== 'PUT') throw new ContentError(405, `${method} is not answered here`);
    const { fields, publish } = editOf(body);
    const edited = validStory({ ...story, ...fields, id: story.id, uuid: story.uuid });
    // Saved without publishing, a change is a draft: the published version stays as it was.
    const next = publish
      ? published({ ...edited, draft: undefined }, now)
      : { ...story, draft: { name: edited.name, content: edited.content }, updated_at: now };
    await write(file, next);
    return commit(publish ? 'published' : null, next, restore);
  }

  return {
    deliveries,
    /** Answers a Management API request, or undefined when the path is not one of them. */
    handle(
      method: string,
      pathname: string,
      authorization: string | undefined,
      body: unknown,
    ): Promise<Reply> | undefined {
      const match = STORIES.exec(pathname);
      const entries = DATASOURCE_ENTRIES.test(pathname);
      if (!match && !entries) return undefined;
      if (options.token && authorization !== options.token) {
        return Promise.resolve({ status: 401, body: { error: 'Unauthorized' } });
      }
      const run = (): Promise<Reply> => {
        if (match) {
          const id = match[1] === undefined ? undefined : Number(match[1]);
          return change(method, id, match[2], body);
        }
        if (method !== 'POST') throw new ContentError(405, `${method} is not answered here`);
        return addEntry(body);
      };
      const result = queue.then(run);
      queue = result.catch(() => {});
      return result;
    },
  };
}

export type Management = ReturnType<typeof createManagement>;
