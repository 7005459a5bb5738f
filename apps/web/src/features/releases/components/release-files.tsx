import type { ReleaseFile } from '@codebazaar/shared';
import { formatBytes } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';

import { Copy, FileArchive } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';

async function copyChecksum(sha256: string) {
  try {
    await navigator.clipboard.writeText(sha256);
    notify('success', 'SHA-256 copied');
  } catch {
    notify('error', 'Could not copy: select the checksum and copy it');
  }
}

/**
 * A release's files: name, size and SHA-256 checksum (with a copy button), and what the viewer
 * may do with each (`action`: a download button, or nothing).
 */
export function ReleaseFiles({
  files,
  action,
}: {
  files: ReleaseFile[];
  action?: (file: ReleaseFile) => ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Files">
      {files.map((file) => (
        <li
          key={file.name}
          className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50/60 p-2.5 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              <FileArchive className="size-4 shrink-0 text-slate-400" aria-hidden />
              <span className="font-medium break-all text-slate-800">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatBytes(file.size)}</span>
            </span>
            {action?.(file)}
          </div>
          <div className="flex items-start gap-1.5 text-xs text-slate-600">
            <span className="shrink-0 pt-0.5 font-medium">SHA-256</span>
            <code
              className="min-w-0 flex-1 font-mono break-all text-slate-700 select-all"
              data-testid="release-file-sha256"
            >
              {file.sha256}
            </code>
            <button
              type="button"
              onClick={() => void copyChecksum(file.sha256)}
              aria-label={`Copy the SHA-256 of ${file.name}`}
              className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Copy className="size-3.5" aria-hidden />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
