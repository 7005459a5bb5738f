import type { MediaImage } from '@codebazaar/shared';

/** The cover at the top of the project page: above the fold, so it loads at once. */
export function ProjectCover({ cover }: { cover: MediaImage }) {
  return (
    <img
      src={cover.page.url}
      width={cover.page.width}
      height={cover.page.height}
      alt=""
      decoding="async"
      fetchPriority="high"
      className="mb-6 aspect-video h-auto w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
    />
  );
}
