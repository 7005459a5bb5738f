import { FolderGit2, PencilLine } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface SourceChoiceProps {
  onGitHub: () => void;
  onManual: () => void;
}

const choiceClasses =
  'flex flex-col items-start rounded-xl border p-6 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The first choice of Post a New Project: create from a GitHub repository
 * (recommended, auto-fills) or enter the details by hand. Shown only on a server with a GitHub
 * app: without one the page opens the form directly and says why in one quiet line.
 */
export function SourceChoice({ onGitHub, onManual }: SourceChoiceProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <button
        type="button"
        onClick={onGitHub}
        className={cn(
          choiceClasses,
          'relative border-indigo-200 bg-white shadow-sm hover:border-indigo-400 hover:shadow-md',
        )}
      >
        <span className="absolute top-4 right-4 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-700">
          Recommended
        </span>
        <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-600 text-white">
          <FolderGit2 className="size-6" aria-hidden />
        </span>
        <span className="mt-4 text-lg font-semibold text-slate-900">Import from GitHub</span>
        <span className="mt-1 text-sm text-slate-600">
          Pick one of your repositories and we fill in the details for you.
        </span>
      </button>
      <button
        type="button"
        onClick={onManual}
        className={cn(
          choiceClasses,
          'border-slate-200 bg-white shadow-sm hover:border-indigo-300 hover:shadow-md',
        )}
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
