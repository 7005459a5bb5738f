import crypto from 'node:crypto';

import { httpErrors } from '@fastify/sensible';
import { MEDIA_MAX_SCREENSHOTS, type ProjectMedia, type UploadedImage } from '@codebazaar/shared';

import type { StoredMediaImage, StoredProjectMedia } from '../../db/schema';
import {
  BLOG_IMAGE_VARIANTS,
  COVER_VARIANTS,
  encodeVariants,
  ImageRejected,
  SCREENSHOT_VARIANTS,
  type EncodedVariant,
  type VariantSpec,
} from '../../integrations/media/image-processing';
import { mediaFileNames, type MediaStorage } from '../../integrations/media/media-storage';
import { isUuid } from '../../lib/ids';
import { PROJECT_NOT_FOUND } from '../../lib/messages';
import type { AuthUser } from '../../plugins/auth';
import { toMediaDto } from '../projects/projects.mapper';
import type { MediaOwnerRow, MediaRepository } from './media.repository';

export const NOT_YOUR_PROJECT_MEDIA = "Only the project's author or an admin can change its images";
export const TOO_MANY_SCREENSHOTS = `A project can have at most ${MEDIA_MAX_SCREENSHOTS} screenshots`;
export const MEDIA_NOT_FOUND = 'Image not found';
export const BAD_ORDER = 'List every screenshot of the project exactly once';

const WEBP = 'image/webp';

export interface MediaServiceOptions {
  /** Called after a project's media changed (lists are cached). */
  onChange?: () => void | Promise<void>;
  /** Told about files that could not be removed (they are unreferenced and harmless). */
  onOrphans?: (err: unknown, names: string[]) => void;
}

export function createMediaService(
  repo: MediaRepository,
  storage: MediaStorage,
  opts: MediaServiceOptions = {},
) {
  function authorize(user: AuthUser, row: MediaOwnerRow | null): MediaOwnerRow {
    if (!row) throw httpErrors.notFound(PROJECT_NOT_FOUND);
    if (row.authorId !== user.id && user.role !== 'admin') {
      throw httpErrors.forbidden(NOT_YOUR_PROJECT_MEDIA);
    }
    return row;
  }

  async function loadAuthorized(user: AuthUser, projectId: string): Promise<MediaOwnerRow> {
    return authorize(user, isUuid(projectId) ? await repo.find(projectId) : null);
  }

  async function removeFiles(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await storage.remove(names).catch((err: unknown) => opts.onOrphans?.(err, names));
  }

  async function encode<K extends string>(
    bytes: Buffer,
    specs: Record<K, VariantSpec>,
  ): Promise<Record<K, EncodedVariant>> {
    try {
      return await encodeVariants(bytes, specs);
    } catch (err) {
      if (err instanceof ImageRejected) throw httpErrors.badRequest(err.message);
      throw err;
    }
  }

  /**
   * Stores the variants under names made from their content and a new id: a name is never
   * reused for other bytes, so the files can be cached for good.
   */
  async function store<K extends string>(
    id: string,
    variants: Record<K, EncodedVariant>,
  ): Promise<Record<K, { name: string; url: string; width: number; height: number }>> {
    const out = {} as Record<K, { name: string; url: string; width: number; height: number }>;
    const keys = Object.keys(variants) as K[];
    const written: string[] = [];
    try {
      for (const key of keys) {
        const v = variants[key];
        const name = `${crypto.createHash('sha256').update(id).update(key).update(v.body).digest('hex').slice(0, 40)}.webp`;
        await storage.put(name, v.body, WEBP);
        written.push(name);
        out[key] = { name, url: storage.url(name), width: v.width, height: v.height };
      }
    } catch (err) {
      await removeFiles(written);
      throw err;
    }
    return out;
  }

  async function storeImage(
    bytes: Buffer,
    specs: typeof COVER_VARIANTS | typeof SCREENSHOT_VARIANTS,
  ): Promise<StoredMediaImage> {
    const id = crypto.randomUUID();
    const variants = await store(id, await encode(bytes, specs));
    return { id, card: variants.card, page: variants.page };
  }

  /**
   * Applies `change` to the locked media and saves it. The new image's files are written before
   * and removed when the change is refused; files the change drops are removed after the commit,
   * so a stored reference never points at a missing file.
   */
  async function update(
    user: AuthUser,
    projectId: string,
    change: (media: StoredProjectMedia) => { next: StoredProjectMedia; dropped: string[] },
    added: string[] = [],
  ): Promise<ProjectMedia> {
    let result: { next: StoredProjectMedia; dropped: string[] };
    try {
      result = await repo.transaction(async (tx) => {
        const row = authorize(user, await tx.lock(projectId));
        const r = change(row.media);
        await tx.save(projectId, r.next);
        return r;
      });
    } catch (err) {
      await removeFiles(added);
      throw err;
    }
    await removeFiles(result.dropped);
    await opts.onChange?.();
    return toMediaDto(result.next);
  }

  const namesOf = (image: StoredMediaImage) => [image.card.name, image.page.name];

  return {
    /**
     * Encodes and stores a cover's files without attaching them to a project: the demo seed
     * attaches the generated covers to the projects it inserts.
     */
    storeCoverImage: (bytes: Buffer): Promise<StoredMediaImage> =>
      storeImage(bytes, COVER_VARIANTS),

    /** POST /projects/{id}/media/cover: sets or replaces the cover. */
    async uploadCover(user: AuthUser, projectId: string, bytes: Buffer): Promise<ProjectMedia> {
      await loadAuthorized(user, projectId);
      const image = await storeImage(bytes, COVER_VARIANTS);
      return update(
        user,
        projectId,
        (media) => ({
          next: { ...media, cover: image },
          dropped: media.cover ? namesOf(media.cover) : [],
        }),
        namesOf(image),
      );
    },

    /** POST /projects/{id}/media/screenshots: adds a screenshot at the end (at most six). */
    async addScreenshot(user: AuthUser, projectId: string, bytes: Buffer): Promise<ProjectMedia> {
      const row = await loadAuthorized(user, projectId);
      if (row.media.screenshots.length >= MEDIA_MAX_SCREENSHOTS) {
        throw httpErrors.badRequest(TOO_MANY_SCREENSHOTS);
      }
      const image = await storeImage(bytes, SCREENSHOT_VARIANTS);
      return update(
        user,
        projectId,
        (media) => {
          // Checked again under the lock: uploads running at once cannot pass six together.
          if (media.screenshots.length >= MEDIA_MAX_SCREENSHOTS) {
            throw httpErrors.badRequest(TOO_MANY_SCREENSHOTS);
          }
          return { next: { ...media, screenshots: [...media.screenshots, image] }, dropped: [] };
        },
        namesOf(image),
      );
    },

    /** DELETE /projects/{id}/media/{mediaId}: removes the cover or a screenshot. */
    async remove(user: AuthUser, projectId: string, mediaId: string): Promise<ProjectMedia> {
      await loadAuthorized(user, projectId);
      return update(user, projectId, (media) => {
        if (media.cover?.id === mediaId) {
          return { next: { ...media, cover: null }, dropped: namesOf(media.cover) };
        }
        const shot = media.screenshots.find((s) => s.id === mediaId);
        if (!shot) throw httpErrors.notFound(MEDIA_NOT_FOUND);
        return {
          next: { ...media, screenshots: media.screenshots.filter((s) => s.id !== mediaId) },
          dropped: namesOf(shot),
        };
      });
    },

    /** PUT /projects/{id}/media/order: the screenshots in a new order. */
    async reorder(user: AuthUser, projectId: string, ids: string[]): Promise<ProjectMedia> {
      await loadAuthorized(user, projectId);
      return update(user, projectId, (media) => {
        const byId = new Map(media.screenshots.map((s) => [s.id, s]));
        const ordered = ids.map((id) => byId.get(id));
        if (
          ids.length !== media.screenshots.length ||
          new Set(ids).size !== ids.length ||
          ordered.some((s) => s === undefined)
        ) {
          throw httpErrors.badRequest(BAD_ORDER);
        }
        return { next: { ...media, screenshots: ordered as StoredMediaImage[] }, dropped: [] };
      });
    },

    /** POST /blog/admin/images: an image for a blog post (admins only, checked by the route). */
    async uploadBlogImage(bytes: Buffer, publicUrl: string): Promise<UploadedImage> {
      const variants = await store(crypto.randomUUID(), await encode(bytes, BLOG_IMAGE_VARIANTS));
      const { url, width, height } = variants.page;
      return { url: url.startsWith('/') ? `${publicUrl}${url}` : url, width, height };
    },

    /** The stored file, for GET /media/{name}. */
    file: (name: string) => storage.get(name),

    /** After a project was deleted: its files go too. */
    removeProjectFiles: (media: StoredProjectMedia) => removeFiles(mediaFileNames(media)),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
