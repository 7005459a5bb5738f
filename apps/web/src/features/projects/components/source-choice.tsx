import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import { FolderGit2, PencilLine } from 'lucide-react';

import { cn } from '@/lib/cn';
import { useGitHubStatus } from '@/lib/github-api';

export interface SourceChoiceProps {
  onGitHub: () => void;
  onManual: () => void;
}

const choiceClasses =
  'flex flex-col items-start rounded-xl border p-6 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The first choice of Post a New Project: create from a GitHub repository
 * (recommended, auto-fills) or enter the details by hand. Without a GitHub app on the server
 * the import is shown disabled with the reason.
 */
export function SourceChoice({ onGitHub, onManual }: SourceChoiceProps) {
  const { availability } = useGitHubStatus();
  const notConfigured = availability.state === 'not-configured';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <button
        type="button"
        disabled={notConfigured}
        aria-describedby={notConfigured ? 'github-import-note' : undefined}
        onClick={onGitHub}
        className={cn(
          choiceClasses,
          'relative',
          notConfigured
            ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-80'
            : 'border-indigo-200 bg-white shadow-sm hover:border-indigo-400 hover:shadow-md',
        )}
      >
        <span
          className={cn(
            'absolute top-4 right-4 rounded-full px-2 py-0.5 text-xs font-medium',
            notConfigured ? 'bg-slate-200 text-slate-600' : 'bg-indigo-100 text-indigo-700',
          )}
        >
          Recommended
        </span>
        <span
          className={cn(
            'flex size-11 items-center justify-center rounded-lg',
            notConfigured ? 'bg-slate-200 text-slate-600' : 'bg-indigo-600 text-white',
          )}
        >
          <FolderGit2 className="size-6" aria-hidden />
        </span>
        <span
          className={cn(
            'mt-4 text-lg font-semibold',
            notConfigured ? 'text-slate-700' : 'text-slate-900',
          )}
        >
          Import from GitHub
        </span>
        <span className="mt-1 text-sm text-slate-600">
          Pick one of your repositories and we fill in the details for you.
        </span>
        {notConfigured && (
          <span id="github-import-note" className="mt-3 text-xs font-medium text-amber-700">
            {GITHUB_MESSAGES.notConfigured}. Enter the details manually instead.
          </span>
        )}
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
