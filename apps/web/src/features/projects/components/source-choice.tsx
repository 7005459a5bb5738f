import { FolderGit2, PencilLine } from 'lucide-react';

export interface SourceChoiceProps {
  onManual: () => void;
}

/**
 * The first choice of Post a New Project (spec §2): create from a GitHub repository
 * (recommended, auto-fills) or enter the details by hand. The GitHub import arrives with a
 * later release, so that option is shown disabled with a note.
 */
export function SourceChoice({ onManual }: SourceChoiceProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <button
        type="button"
        disabled
        aria-describedby="github-import-note"
        className="relative flex cursor-not-allowed flex-col items-start rounded-xl border border-slate-200 bg-slate-50 p-6 text-left opacity-80"
      >
        <span className="absolute top-4 right-4 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-600">
          Recommended
        </span>
        <span className="flex size-11 items-center justify-center rounded-lg bg-slate-200 text-slate-600">
          <FolderGit2 className="size-6" aria-hidden />
        </span>
        <span className="mt-4 text-lg font-semibold text-slate-700">Import from GitHub</span>
        <span className="mt-1 text-sm text-slate-600">
          Pick one of your repositories and we fill in the details for you.
        </span>
        <span id="github-import-note" className="mt-3 text-xs font-medium text-amber-700">
          GitHub import is coming soon. Enter the details manually for now.
        </span>
      </button>
      <button
        type="button"
        onClick={onManual}
        className="flex flex-col items-start rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <PencilLine className="size-6" aria-hidden />
        </span>
        <span className="mt-4 text-lg font-semibold text-slate-900">Enter details manually</span>
        <span className="mt-1 text-sm text-slate-600">
          Fill in the title, description, license and repository links yourself.
        </span>
      </button>
    </div>
  );
}
