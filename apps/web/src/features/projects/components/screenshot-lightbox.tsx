import type { MediaImage } from '@codebazaar/shared';
import type { KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';

export interface ScreenshotLightboxProps {
  screenshots: MediaImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  altOf: (index: number) => string;
}

/**
 * One screenshot enlarged in a dialog (focus kept inside, Escape closes); the arrow keys and the
 * buttons page through the others.
 */
export function ScreenshotLightbox({
  screenshots,
  index,
  onIndex,
  onClose,
  altOf,
}: ScreenshotLightboxProps) {
  const shot = screenshots[index]!;
  const count = screenshots.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  return (
    <Dialog
      title={`Screenshot ${index + 1} of ${count}`}
      onClose={onClose}
      className="sm:max-w-5xl"
    >
      <div onKeyDown={onKeyDown} className="space-y-4">
        <img
          key={shot.id}
          src={shot.page.url}
          width={shot.page.width}
          height={shot.page.height}
          alt={altOf(index)}
          className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-lg bg-slate-100 object-contain"
        />
        {count > 1 && (
          <div className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              data-autofocus
              icon={<ChevronLeft className="size-4" aria-hidden />}
              onClick={() => go(-1)}
            >
              Previous
            </Button>
            <p className="text-sm text-slate-600" aria-live="polite">
              {index + 1} / {count}
            </p>
            <Button variant="outline" size="sm" onClick={() => go(1)}>
              Next
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
