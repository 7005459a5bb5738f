import type { MediaImage } from '@codebazaar/shared';
import { lazy, Suspense, useState } from 'react';

// The enlarged view loads when a screenshot is first opened.
const ScreenshotLightbox = lazy(() =>
  import('./screenshot-lightbox').then((m) => ({ default: m.ScreenshotLightbox })),
);

/**
 * The project's screenshots as thumbnails (size set, loaded lazily); each opens an enlarged view
 * that the keyboard can page through.
 */
export function ProjectGallery({
  screenshots,
  title,
}: {
  screenshots: MediaImage[];
  title: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (screenshots.length === 0) return null;
  const alt = (i: number) => `Screenshot ${i + 1} of ${screenshots.length} of ${title}`;
  return (
    <section aria-labelledby="screenshots-heading" className="mb-8">
      <h2 id="screenshots-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Screenshots
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {screenshots.map((shot, i) => (
          <li key={shot.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Enlarge screenshot ${i + 1} of ${screenshots.length}`}
              className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 transition hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <img
                src={shot.card.url}
                width={shot.card.width}
                height={shot.card.height}
                alt={alt(i)}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ScreenshotLightbox
            screenshots={screenshots}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            altOf={alt}
          />
        </Suspense>
      )}
    </section>
  );
}
