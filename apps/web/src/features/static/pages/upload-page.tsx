import { Upload } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Upload is a 'coming soon' placeholder; projects are posted from /post-projects. */
export function Component() {
  useDocumentTitle('Upload');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Upload Project" />
      <EmptyState
        icon={Upload}
        title="File uploads are coming soon"
        description="Until then, publish a project from one of your repositories or by entering its details."
        action={
          <>
            <ButtonLink to={paths.postProjects}>Post a project</ButtonLink>
            <ButtonLink to={paths.dashboard} variant="outline">
              Back to dashboard
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
