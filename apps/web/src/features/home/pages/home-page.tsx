import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { RegisterPrompt } from '../components/register-prompt';
import { StatsBand } from '../components/stats-band';
import { ToolCards } from '../components/tool-cards';

export function Component() {
  useDocumentTitle(null);
  const { user } = useAuth();
  return (
    <>
      <Hero signedIn={user !== null} username={user?.username} />
      <StatsBand />
      <ToolCards />
      <FeatureGrid />
      {!user && <RegisterPrompt />}
    </>
  );
}
