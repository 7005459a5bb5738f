import type { ProjectDetailResponse, ProjectMedia } from '@codebazaar/shared';
import { MEDIA_MAX_SCREENSHOTS } from '@codebazaar/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { errorMessage } from '@/lib/api-client';
import { imageFileProblem } from '@/lib/image-file-checks';
import { projectKeys } from '@/lib/query-keys';

import {
  removeMedia,
  reorderScreenshots,
  uploadCover,
  uploadScreenshot,
} from '../api/project-media';

/** One image in the editor: stored (id) or chosen and not yet uploaded (file). */
export interface MediaItem {
  key: string;
  /** The stored image's id; absent until it is uploaded. */
  id?: string;
  /** The chosen file, while it waits for the project to be saved. */
  file?: File;
  /** What the thumbnail shows: the stored card variant or the chosen file. */
  url: string;
  width?: number;
  height?: number;
}

/** What the media fields show and do; the same for a new project and an edited one. */
export interface MediaEditor {
  cover: MediaItem | null;
  screenshots: MediaItem[];
  /** What is being sent, with its progress from 0 to 1. */
  upload: { kind: 'cover' | 'screenshot'; name: string; progress: number } | null;
  /** A remove or reorder is in flight. */
  working: boolean;
  error: string | null;
  /** Whether changes are saved at once (edit) or with the project (new). */
  immediate: boolean;
  setCover: (file: File) => void;
  addScreenshots: (files: File[]) => void;
  remove: (item: MediaItem) => void;
  move: (item: MediaItem, step: -1 | 1) => void;
}

const fromMedia = (media: ProjectMedia) => ({
  cover: media.cover ? stored(media.cover) : null,
  screenshots: media.screenshots.map(stored),
});
const stored = (image: NonNullable<ProjectMedia['cover']>): MediaItem => ({
  key: image.id,
  id: image.id,
  url: image.card.url,
  width: image.card.width,
  height: image.card.height,
});

/** Moves the item `step` places, or returns null when it cannot move. */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] | null {
  const to = index + step;
  if (index < 0 || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Splits the chosen files into those that may be added and the message for the rest: wrong type
 * or size, or past the six-screenshot limit.
 */
export function acceptScreenshots(
  files: File[],
  alreadyThere: number,
): { accepted: File[]; problem: string | null } {
  const problems: string[] = [];
  const valid = files.filter((f) => {
    const problem = imageFileProblem(f);
    if (problem) problems.push(problem);
    return !problem;
  });
  const room = Math.max(0, MEDIA_MAX_SCREENSHOTS - alreadyThere);
  if (valid.length > room) {
    problems.push(
      room === 0
        ? `A project has at most ${MEDIA_MAX_SCREENSHOTS} screenshots. Remove one to add another.`
        : `A project has at most ${MEDIA_MAX_SCREENSHOTS} screenshots: only the first ${room} were added.`,
    );
  }
  return { accepted: valid.slice(0, room), problem: problems.length ? problems.join(' ') : null };
}

/** The edit form: every change goes to the server at once. */
export function useLiveMediaEditor(projectId: string, initial: ProjectMedia): MediaEditor {
  const queryClient = useQueryClient();
  const [media, setMedia] = useState(() => fromMedia(initial));
  const [upload, setUpload] = useState<MediaEditor['upload']>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());

  const applied = (next: ProjectMedia) => {
    setMedia(fromMedia(next));
    // The open editor keeps its text: the cached project only takes the new images (a refetch
    // would bring a new updatedAt and start the form afresh). Lists and the project page read
    // the server again on their next visit.
    const detail = projectKeys.detail(projectId);
    queryClient.setQueryData<ProjectDetailResponse>(
      detail,
      (old) => old && { ...old, project: { ...old.project, media: next } },
    );
    void queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  };
  /** Runs one change after the previous one, so uploads and reorders never cross. */
  const run = (task: () => Promise<void>, fallback: string) => {
    queue.current = queue.current.then(async () => {
      try {
        await task();
      } catch (err) {
        setError(errorMessage(err, fallback));
      }
    });
  };

  const send = (kind: 'cover' | 'screenshot', file: File) =>
    run(async () => {
      setUpload({ kind, name: file.name, progress: 0 });
      try {
        const onProgress = (progress: number) => setUpload({ kind, name: file.name, progress });
        const res =
          kind === 'cover'
            ? await uploadCover(projectId, file, onProgress)
            : await uploadScreenshot(projectId, file, onProgress);
        applied(res.media);
      } finally {
        setUpload(null);
      }
    }, `“${file.name}” could not be uploaded. Try again.`);

  return {
    ...media,
    upload,
    working,
    error,
    immediate: true,
    setCover: (file) => {
      const problem = imageFileProblem(file);
      setError(problem);
      if (!problem) send('cover', file);
    },
    addScreenshots: (files) => {
      const { accepted, problem } = acceptScreenshots(files, media.screenshots.length);
      setError(problem);
      for (const file of accepted) send('screenshot', file);
    },
    remove: (item) => {
      if (!item.id) return;
      const id = item.id;
      setError(null);
      run(async () => {
        setWorking(true);
        try {
          applied((await removeMedia(projectId, id)).media);
        } finally {
          setWorking(false);
        }
      }, 'The image could not be removed. Try again.');
    },
    move: (item, step) => {
      const next = moved(
        media.screenshots,
        media.screenshots.findIndex((s) => s.key === item.key),
        step,
      );
      if (!next) return;
      setError(null);
      setMedia((m) => ({ ...m, screenshots: next }));
      run(async () => {
        setWorking(true);
        try {
          applied(
            (
              await reorderScreenshots(
                projectId,
                next.map((s) => s.id!),
              )
            ).media,
          );
        } catch (err) {
          setMedia((m) => ({ ...m, screenshots: media.screenshots }));
          throw err;
        } finally {
          setWorking(false);
        }
      }, 'The new order could not be saved. Try again.');
    },
  };
}

const local = (file: File): MediaItem => ({
  key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
  file,
  url: URL.createObjectURL(file),
});

/**
 * The new-project form: the chosen images wait in the browser and are uploaded once the project
 * exists (`uploadAll`).
 */
export function usePendingMediaEditor(): MediaEditor & {
  uploadAll: (projectId: string) => Promise<string | null>;
} {
  const [cover, setCoverItem] = useState<MediaItem | null>(null);
  const [screenshots, setScreenshots] = useState<MediaItem[]>([]);
  const [upload, setUpload] = useState<MediaEditor['upload']>(null);
  const [error, setError] = useState<string | null>(null);
  // The previews' object URLs are freed when the page goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const current = urls.current;
    return () => {
      for (const url of current) URL.revokeObjectURL(url);
    };
  }, []);
  const track = (item: MediaItem) => {
    urls.current.add(item.url);
    return item;
  };

  return {
    cover,
    screenshots,
    upload,
    working: false,
    error,
    immediate: false,
    setCover: (file) => {
      const problem = imageFileProblem(file);
      setError(problem);
      if (!problem) setCoverItem(track(local(file)));
    },
    addScreenshots: (files) => {
      const { accepted, problem } = acceptScreenshots(files, screenshots.length);
      setError(problem);
      setScreenshots((list) => [...list, ...accepted.map((f) => track(local(f)))]);
    },
    remove: (item) => {
      setError(null);
      if (item.key === cover?.key) setCoverItem(null);
      else setScreenshots((list) => list.filter((s) => s.key !== item.key));
    },
    move: (item, step) => {
      const next = moved(
        screenshots,
        screenshots.findIndex((s) => s.key === item.key),
        step,
      );
      if (next) setScreenshots(next);
    },
    /** Uploads the cover, then the screenshots in order; the first failure's text, else null. */
    uploadAll: async (projectId) => {
      const jobs: Array<{ kind: 'cover' | 'screenshot'; file: File }> = [
        ...(cover?.file ? [{ kind: 'cover' as const, file: cover.file }] : []),
        ...screenshots.flatMap((s) =>
          s.file ? [{ kind: 'screenshot' as const, file: s.file }] : [],
        ),
      ];
      for (const { kind, file } of jobs) {
        const onProgress = (progress: number) => setUpload({ kind, name: file.name, progress });
        try {
          onProgress(0);
          if (kind === 'cover') await uploadCover(projectId, file, onProgress);
          else await uploadScreenshot(projectId, file, onProgress);
        } catch (err) {
          setUpload(null);
          return errorMessage(err, `“${file.name}” could not be uploaded.`);
        }
      }
      setUpload(null);
      return null;
    },
  };
}
