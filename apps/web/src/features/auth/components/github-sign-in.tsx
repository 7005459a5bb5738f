import { Button } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';

/**
 * Sign-in with the code-hosting account. The server has no GitHub OAuth app configured in
 * this release (DESIGN §7), so the button is disabled and says why.
 */
export function GitHubSignIn({ label }: { label: string }) {
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        disabled
        aria-describedby="github-sign-in-note"
        icon={<GitHubIcon className="size-5" />}
      >
        {label}
      </Button>
      <p id="github-sign-in-note" className="text-center text-xs text-slate-500">
        GitHub sign-in is not configured on this server
      </p>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="relative text-center text-xs tracking-wide text-slate-500 uppercase">
      <span className="absolute inset-x-0 top-1/2 h-px bg-slate-200" aria-hidden />
      <span className="relative bg-white px-3">or continue with email</span>
    </div>
  );
}
