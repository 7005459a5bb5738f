import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConnectGitHub } from '@/components/github/connect-github';
import { GitHubIcon } from '@/components/ui/github-icon';

/** Profile: the code-hosting integration (connect, or the connected username). */
export function GitHubIntegration() {
  return (
    <Card role="region" aria-labelledby="github-integration-title">
      <CardHeader>
        <CardTitle id="github-integration-title" className="flex items-center gap-2">
          <GitHubIcon className="size-5" />
          GitHub integration
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-prose space-y-1 text-sm text-slate-600">
          <p>
            Connect your GitHub account to import your repositories as projects and to be invited
            automatically to the private repositories of projects you buy.
          </p>
          <p className="text-xs text-slate-500">
            Codebazaar asks for read access to your profile and email, and repository access to list
            your repositories and invite buyers (read-only) to the ones you sell.
          </p>
        </div>
        <ConnectGitHub className="shrink-0" />
      </CardContent>
    </Card>
  );
}
