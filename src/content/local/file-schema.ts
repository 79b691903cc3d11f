import { z } from 'zod';

/**
 * The files of the embedded store: Storyblok-format stories (field-level translations as
 * `field__i18n__<lang>` keys, translated slugs as `translated_slugs`), datasources and the space.
 */

const isoDate = z.iso.datetime({ offset: true, message: 'must be an ISO-8601 date-time' });
const slugPath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\/?$/,
    'must be lowercase path segments of a-z, 0-9 and -',
  );

const blok = z.looseObject({
  component: z.string().min(1, 'a block needs a component name'),
  _uid: z.string().min(1, 'a block needs a _uid'),
});

export const spaceFileSchema = z.strictObject({
  name: z.string().min(1),
  default_language: z.string().min(2),
  language_codes: z.array(z.string().min(2)),
});

export const storyFileSchema = z.strictObject({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be one lowercase segment of a-z, 0-9 and -'),
  full_slug: slugPath,
  is_startpage: z.boolean().default(false),
  parent_id: z.number().int().nullable().default(null),
  position: z.number().int().default(0),
  tag_list: z.array(z.string()).default([]),
  created_at: isoDate,
  published_at: isoDate.nullable(),
  first_published_at: isoDate.nullable(),
  updated_at: isoDate,
  sort_by_date: z.string().nullable().default(null),
  translated_slugs: z
    .array(
      z.strictObject({
        lang: z.string().min(2),
        path: slugPath,
        name: z.string().min(1).nullable().default(null),
        published: z.boolean().default(true),
      }),
    )
    .default([]),
  content: blok,
  /** Unpublished changes: what `version=draft` answers; `published` answers `content`. */
  draft: z.strictObject({ name: z.string().min(1).optional(), content: blok }).optional(),
});

export const datasourceFileSchema = z.strictObject({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  entries: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      name: z.string().min(1),
      value: z.string().min(1),
      /** The entry's value per language dimension. */
      dimension_values: z.record(z.string(), z.string()).default({}),
    }),
  ),
});

export type SpaceFile = z.infer<typeof spaceFileSchema>;
export type StoryFile = z.infer<typeof storyFileSchema>;
export type DatasourceFile = z.infer<typeof datasourceFileSchema>;
