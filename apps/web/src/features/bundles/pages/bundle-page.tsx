import type { BundleDto, BundleProjectDto, PublicBundleResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  ArrowLeft,
  CheckCircle2,
  Lock,
  LogIn,
  Package,
  RefreshCw,
  ShoppingCart,
} from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { metaDescription, useDocumentMeta } from '@/lib/use-document-meta';

import { useBundle } from '../api/bundles';
import { bundleSaving } from '../lib/bundle-prices';

const BUNDLE_NOT_FOUND = 'The bundle you are looking for does not exist or was deleted.';

/** /bundle/{id}: a seller's bundle, its projects and its price (docs/product-rules.md#bundles). */
export function Component() {
  const { id = '' } = useParams();
  const query = useBundle(id);
  const bundle = query.data?.bundle;
  useDocumentMeta(
    bundle?.title ?? (query.isError ? 'Bundle' : null),
    bundle?.description ? metaDescription(bundle.description) : null,
  );

  if (query.isPending) return <PageSpinner label="Loading bundle" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <NotFound title="Bundle not found" description={BUNDLE_NOT_FOUND} icon={Package} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Alert
          variant="error"
          title="Failed to load the bundle"
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(query.error, 'Please check your connection and try again.')}
        </Alert>
      </div>
    );
  }
  return <BundleView data={query.data} />;
}

function BundleView({ data }: { data: PublicBundleResponse }) {
  const { bundle, forViewer } = data;
  const held = new Set(forViewer?.heldProjectIds ?? []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.findProjects}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to projects
      </Link>

      <header className="mt-4 mb-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="indigo">
            <Package className="size-3.5" aria-hidden />
            Bundle of {bundle.projects.length} projects
          </Badge>
          {!bundle.available && <Badge variant="warning">Not available</Badge>}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {bundle.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          By{' '}
          <Link
            to={paths.author(bundle.sellerUsername)}
            className="font-medium text-slate-800 hover:text-indigo-700"
          >
            {bundle.sellerName}
          </Link>
        </p>
        {bundle.description && (
          <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-700">{bundle.description}</p>
        )}
      </header>

      {/* The price panel comes first on small screens, beside the projects on large ones. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:gap-8">
        <aside className="lg:col-start-3 lg:row-start-1" aria-label="Bundle price">
          <PricePanel data={data} />
        </aside>
        <section className="min-w-0 lg:col-span-2 lg:row-start-1" aria-labelledby="bundle-projects">
          <h2 id="bundle-projects" className="mb-3 text-lg font-semibold text-slate-900">
            What is inside
          </h2>
          {bundle.projects.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
              None of this bundle's projects is published right now.
            </p>
          ) : (
            <ul className="space-y-3">
              {bundle.projects.map((p) => (
                <ProjectItem key={p.id} project={p} owned={held.has(p.id)} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function ProjectItem({ project: p, owned }: { project: BundleProjectDto; owned: boolean }) {
  return (
    <li>
      <Card className={cn('flex gap-3 p-3 sm:gap-4 sm:p-4', owned && 'bg-slate-50')}>
        {p.thumbnailUrl ? (
          <img
            src={p.thumbnailUrl}
            alt=""
            loading="lazy"
            className="h-14 w-20 shrink-0 rounded-md object-cover ring-1 ring-slate-200 sm:h-16 sm:w-24"
          />
        ) : (
          <span
            className="flex h-14 w-20 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-500 sm:h-16 sm:w-24"
            aria-hidden
          >
            <Package className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <Link
              to={paths.project(p.id)}
              className="font-semibold break-words text-slate-900 hover:text-indigo-700"
            >
              {p.title}
            </Link>
            <ListPrice project={p} owned={owned} />
          </div>
          {p.shortDescription && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{p.shortDescription}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {p.licenseType === 'freemium' && <Badge variant="neutral">Freemium</Badge>}
            {owned && (
              <Badge variant="success">
                <CheckCircle2 className="size-3.5" aria-hidden />
                You own this
              </Badge>
            )}
            {!p.available && <Badge variant="warning">No longer for sale</Badge>}
          </div>
        </div>
      </Card>
    </li>
  );
}

function ListPrice({ project: p, owned }: { project: BundleProjectDto; owned: boolean }) {
  if (p.listPrice === null) {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-500">
        <Lock className="size-3.5" aria-hidden />
        Premium
      </span>
    );
  }
  return (
    <span className={cn('text-sm font-semibold text-slate-900', owned && 'text-slate-500')}>
      {p.payWhatYouWant ? `From ${formatUsd(p.listPrice)}` : formatUsd(p.listPrice)}
    </span>
  );
}

/** The bundle's price for this viewer, and what they can do: sign in, buy, or nothing. */
function PricePanel({ data: { bundle, forViewer } }: { data: PublicBundleResponse }) {
  const { user } = useAuth();
  const own = user?.id === bundle.sellerId;
  return (
    <Card className="lg:sticky lg:top-24">
      <CardContent className="space-y-4">
        <h2 className="text-sm font-medium text-slate-500">Bundle price</h2>
        {bundle.price === null || bundle.listPrice === null ? (
          <VisitorPrice />
        ) : (
          <Prices price={bundle.price} listPrice={bundle.listPrice} />
        )}
        {!bundle.available ? (
          <Alert variant="info" title="This bundle is not available right now">
            {bundle.unavailableReason && `${bundle.unavailableReason}.`}
          </Alert>
        ) : own ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">This is your bundle.</p>
            <ButtonLink to={paths.sellerDashboard} variant="outline" className="w-full">
              Manage your bundles
            </ButtonLink>
          </div>
        ) : (
          user && <BuyBox bundle={bundle} forViewer={forViewer} />
        )}
      </CardContent>
    </Card>
  );
}

function Prices({ price, listPrice }: { price: number; listPrice: number }) {
  const saving = bundleSaving(listPrice, price);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-bold text-slate-900">{formatUsd(price)}</span>
        <s className="text-lg text-slate-500">
          <span className="sr-only">Bought one by one: </span>
          {formatUsd(listPrice)}
        </s>
      </p>
      {saving.amount > 0 && (
        <p className="mt-1 text-sm font-medium text-emerald-700">
          You save {formatUsd(saving.amount)} ({saving.percent}%)
        </p>
      )}
    </div>
  );
}

/** Signed out: no amounts, and a way to sign in that comes back here. */
function VisitorPrice() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Lock className="size-5 text-slate-400" aria-hidden />
        Premium bundle
      </p>
      <Button
        className="w-full"
        icon={<LogIn className="size-4" aria-hidden />}
        onClick={() => void navigate(paths.login, { state: { from: location } })}
      >
        Sign in to view price
      </Button>
      <p className="text-center text-xs text-slate-500">
        An account is free. You come back here after signing in.
      </p>
    </div>
  );
}

function BuyBox({
  bundle,
  forViewer,
}: {
  bundle: BundleDto;
  forViewer: PublicBundleResponse['forViewer'];
}) {
  const heldCount = forViewer?.heldProjectIds.length ?? 0;
  if (forViewer && heldCount >= bundle.projects.length) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        You already own every project of this bundle.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {forViewer && heldCount > 0 && (
        <div className="rounded-lg bg-indigo-50 px-3 py-3 ring-1 ring-indigo-100">
          <h3 className="text-sm font-semibold text-indigo-900">Complete the bundle</h3>
          <p className="mt-1 text-2xl font-bold text-indigo-900">{formatUsd(forViewer.price)}</p>
          <p className="mt-1 text-xs text-indigo-800">
            You already own {heldCount} of these projects: they are left out and their share of the
            price is taken off.
          </p>
        </div>
      )}
      <ButtonLink
        to={paths.bundleCheckout(bundle.id)}
        className="w-full"
        icon={<ShoppingCart className="size-4" aria-hidden />}
      >
        Buy bundle
      </ButtonLink>
      <p className="text-center text-xs text-slate-500">
        The marketplace fee and any tax are added at checkout.
      </p>
    </div>
  );
}
