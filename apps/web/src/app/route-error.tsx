import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { Logo } from '@/components/layouts/logo';
import { Button, buttonClasses } from '@/components/ui/button';
import { AlertTriangle, RefreshCw } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const CHUNK_RELOAD_KEY = 'codebazaar_chunk_reload';

/** A page chunk that no longer exists (usually a new deployment) fails to import. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Loading chunk|module script/i.test(
    message,
  );
}

/** Reloads to pick up the new deployment, unless that was just tried (then the page shows). */
function reloadForChunkError() {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 10_000) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

function describe(error: unknown): { title: string; message: string } {
  if (isChunkLoadError(error)) {
    return {
      title: 'A new version is available',
      message: 'Part of the app could not be loaded, most likely because it was just updated.',
    };
  }
  return {
    title: 'Something went wrong',
    message: 'An unexpected error occurred while showing this page. Please try again.',
  };
}

/** The error screen of a page that failed: friendly text, reload and a way home. */
export function RouteError({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  const { title, message } = describe(error);
  useDocumentTitle(title);
  useEffect(() => {
    if (chunkError) reloadForChunkError();
    else console.error(error);
  }, [chunkError, error]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="alert" className="max-w-md text-center">
          <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <AlertTriangle className="size-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-3 text-slate-600">{message}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button
              icon={<RefreshCw className="size-4" aria-hidden />}
              onClick={() => window.location.reload()}
            >
              Reload page
            </Button>
            <Link to={paths.home} reloadDocument className={buttonClasses({ variant: 'outline' })}>
              Go to home page
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next navigation) clears a shown error. */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The resetKey of the failure, once caught. */
  failedAt: string | null;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // Leaving the page that failed (e.g. Back) shows the app again.
    if (state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { failed: false, error: null, failedAt: null };
    }
    return null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches errors of the layout and pages (including a page chunk that fails to load). */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
