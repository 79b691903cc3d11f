import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
  storyId: number;
  /** `performance.now()` when it was sent and when the site answered. */
  sentAt: number;
  answeredAt: number;
  /** The site's status; 0 when the call failed. */
  status: number;
}

type StoryAction = 'published' | 'unpublished' | 'deleted';

const SPACE_ID = 1;
const STORIES = /^\/v1\/spaces\/[^/]+\/stories(?:\/(\d+)(?:\/(publish|unpublish))?)?\/?$/;

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
 * store: read, change, create, publish, unpublish and delete a story. Each change is written to the
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

  async function announce(action: StoryAction, story: StoryFile): Promise<void> {
    if (!options.webhook) return;
    const body = JSON.stringify({
      text: `The user Local editor ${action} the Story ${story.name} (${story.full_slug})`,
      action,
      space_id: SPACE_ID,
      story_id: story.id,
    });
    const delivery: WebhookDelivery = {
      action,
      storyId: story.id,
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
   * Opens the store with the change written, then answers; the webhook goes out after the answer,
   * as Storyblok's does. A change the store refuses (a block the content model does not know, a
   * path another story has) is undone and answered 422 with the store's reasons.
   */
  async function commit(
    action: StoryAction | null,
    story: StoryFile,
    undo: () => Promise<void>,
    status = 200,
  ): Promise<Reply> {
    try {
      await reopen();
    } catch (error) {
      await undo();
      throw new ContentError(422, `The store refuses the change: ${(error as Error).message}`);
    }
    if (action) void announce(action, story);
    return { status, body: { story } };
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
      if (!match) return undefined;
      if (options.token && authorization !== options.token) {
        return Promise.resolve({ status: 401, body: { error: 'Unauthorized' } });
      }
      const id = match[1] === undefined ? undefined : Number(match[1]);
      const result = queue.then(() => change(method, id, match[2], body));
      queue = result.catch(() => {});
      return result;
    },
  };
}

export type Management = ReturnType<typeof createManagement>;
