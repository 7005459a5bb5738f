import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useHome } from '../api/get-home';
import { FeaturedProject } from '../components/featured-project';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { RegisterPrompt } from '../components/register-prompt';
import { StatsBand } from '../components/stats-band';
import { ToolCards } from '../components/tool-cards';

/** Reserves the featured card's place while the catalogue answers, so nothing jumps. */
const featuredPlaceholder = (
  <div
    aria-hidden
    className="mx-auto h-56 w-full max-w-lg animate-pulse rounded-2xl bg-white/70 lg:mx-0 lg:justify-self-end"
  />
);

export function Component() {
  useDocumentTitle(null);
  const { user, loading } = useAuth();
  const home = useHome();
  const featured = home.data?.featured;
  return (
    <>
      <Hero
        signedIn={user !== null}
        name={user ? user.profile.displayName?.trim() || user.username : undefined}
        aside={
          home.isPending ? (
            featuredPlaceholder
          ) : featured ? (
            <FeaturedProject project={featured} staffPick={home.data?.featuredBy === 'admin'} />
          ) : null
        }
      />
      <StatsBand stats={home.data?.stats} />
      <ToolCards />
      <FeatureGrid />
      {/* Not while the session is checked: a returning member would see it flash. */}
      {!user && !loading && <RegisterPrompt />}
    </>
  );
}
