import type { UploadedImage } from '@codebazaar/shared';
import { useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ImagePlus } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file-checks';

/** POST /api/blog/admin/images: stores the image and answers where it is. */
const uploadBlogImage = (file: File, onProgress: (fraction: number) => void) =>
  apiUpload<UploadedImage>('/blog/admin/images', file, onProgress);

/**
 * Uploads a featured image from the admin's computer (PNG, JPEG or WebP, 5 MB); the server
 * re-encodes it and `onUploaded` receives its address.
 */
export function BlogImageUpload({ onUploaded }: { onUploaded: (image: UploadedImage) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      onUploaded(await uploadBlogImage(file, setProgress));
    } catch (err) {
      setError(errorMessage(err, `“${file.name}” could not be uploaded. Try again.`));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload an image"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={progress !== null}
        icon={<ImagePlus className="size-4" aria-hidden />}
        onClick={() => input.current?.click()}
      >
        {progress === null ? 'Upload an image' : `Uploading… ${Math.round(progress * 100)}%`}
      </Button>
      <p className="text-xs text-slate-500">PNG, JPEG or WebP, up to 5 MB.</p>
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
