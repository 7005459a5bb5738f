import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiTokensSection, WebhooksSection } from '@/features/seller';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AccountStats } from '../components/account-stats';
import { BillingDetailsSection } from '../components/billing-details-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { EditProfileForm } from '../components/edit-profile-form';
import { GitHubIntegration } from '../components/github-integration';
import { ProfileSummary } from '../components/profile-summary';
import { SecurityStatus } from '../components/security-status';

/** Profile: account details, stats, security status and account settings. */
export function Component() {
  useDocumentTitle('Your profile');
  const { user, isAdmin, loading } = useAuth();

  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          titleAs="h1"
          title="Please sign in to view your profile."
          action={<ButtonLink to={paths.login}>Sign in</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ProfileSummary user={user} isAdmin={isAdmin} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountStats user={user} />
        <SecurityStatus user={user} />
      </div>
      <GitHubIntegration />
      <div className="grid gap-6 lg:grid-cols-2">
        <EditProfileForm key={user.id} user={user} />
        <ChangePasswordForm />
      </div>
      <BillingDetailsSection />
      <ApiTokensSection />
      <WebhooksSection />
    </div>
  );
}
