import { NotFound } from '@/components/ui/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <NotFound
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
    />
  );
}
