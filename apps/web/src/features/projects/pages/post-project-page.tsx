import type { GitHubRepository, Project, ProjectForm } from '@codebazaar/shared';
import {
  GITHUB_MESSAGES,
  projectFormFromRepository,
  projectFormToInput,
  projectToForm,
  sourceRepositoryFromRepository,
} from '@codebazaar/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeft, RefreshCw } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProjectReleasesAdmin } from '@/features/releases';
import { useAuth } from '@/lib/auth';
import { useGitHubStatus } from '@/lib/github-api';
import { useDocumentTitle } from '@/lib/use-document-title';

import { errorMessage } from '@/lib/api-client';
import { getProjectQueryOptions } from '../api/get-project';
import { useSaveProject, type SaveMode } from '../api/save-project';
import { GitHubRepositoryPicker } from '../components/github-repository-picker';
import { PostProjectPitch } from '../components/post-project-pitch';
import { ProjectFormView } from '../components/project-form';
import { SaveSuccess } from '../components/save-success';
import { SourceChoice } from '../components/source-choice';
import {
  useLiveMediaEditor,
  usePendingMediaEditor,
  type MediaEditor,
} from '../hooks/use-media-editor';
import { hasPrefill, prefillFromParams } from '../lib/prefill';

// The image fields load with the form, after the page's own code.
const ProjectMediaFields = lazy(() =>
  import('../components/project-media-fields').then((m) => ({ default: m.ProjectMediaFields })),
);

function MediaSection({ editor }: { editor: MediaEditor }) {
  return (
    <Suspense fallback={<PageSpinner label="Loading image fields" />}>
      <ProjectMediaFields editor={editor} />
    </Suspense>
  );
}

/** /post-projects and /edit-project/{id}. */
export function Component() {
  const { id } = useParams();
  const { user, loading } = useAuth();
  useDocumentTitle(id ? 'Edit Project' : 'Post a New Project');
  if (loading) return <PageSpinner />;
  if (!user) return <PostProjectPitch />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      {id ? (
        <EditProject key={id} id={id} userId={user.id} username={user.username} />
      ) : (
        <NewProject username={user.username} />
      )}
    </div>
  );
}

type Saved = {
  mode: SaveMode;
  project: Project;
  updated?: boolean;
  /** Why an image chosen with a new project could not be uploaded after it was saved. */
  mediaError?: string | null;
};

function SavedScreen({ saved }: { saved: Saved }) {
  if (saved.mediaError) {
    // The project is saved; the images are added from its editor.
    return (
      <div className="space-y-4">
        <Alert variant="error" title="The project was saved, but an image was not uploaded">
          {saved.mediaError}
        </Alert>
        <ButtonLink to={paths.editProject(saved.project._id)}>Add the images again</ButtonLink>
      </div>
    );
  }
  if (saved.mode === 'draft') {
    return (
      <SaveSuccess
        title="Draft Saved Successfully!"
        to={paths.dashboard}
        destination="your dashboard"
      />
    );
  }
  return (
    <SaveSuccess
      title={saved.updated ? 'Project Updated Successfully!' : 'Project Created Successfully!'}
      to={paths.project(saved.project._id)}
      destination="your project"
    />
  );
}

/** Saves the form; on failure the error (server's, else the fallback) is shown. */
function useSubmit(opts: {
  username: string;
  id?: string;
  wasDraft?: boolean;
  fallback: string;
  onSaved: (saved: Saved) => void;
  /** Uploads images chosen before the project existed; resolves with the failure's text. */
  afterCreate?: (projectId: string) => Promise<string | null>;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const save = useSaveProject();
  const [error, setError] = useState<string | null>(null);
  /**
   * `source`: the repository an import started from, sent as sourceRepository. The server checks
   * it with the author's GitHub account and sets githubVerified itself, so no claim is sent.
   */
  const submit = async (mode: SaveMode, values: ProjectForm, source?: GitHubRepository) => {
    setError(null);
    if (!user) {
      void navigate(paths.login);
      return;
    }
    try {
      const project = await save.mutateAsync({
        mode,
        input: {
          ...projectFormToInput(values, opts.username),
          ...(source && { sourceRepository: sourceRepositoryFromRepository(source) }),
        },
        id: opts.id,
        wasDraft: opts.wasDraft,
      });
      const mediaError = opts.afterCreate ? await opts.afterCreate(project._id) : null;
      opts.onSaved({ mode, project, updated: Boolean(opts.id) && !opts.wasDraft, mediaError });
    } catch (err) {
      setError(errorMessage(err, opts.fallback));
    }
  };
  return { submit, error };
}

/**
 * The customize step's line. The imported repository becomes the paid repository: when it is
 * private, say that it stays private rather than being shown as the project's public source.
 */
function importedDescription(repo: GitHubRepository): string {
  const privacy = repo.isPrivate
    ? ' It stays private: only you and buyers of the paid license see it.'
    : '';
  return `Imported from ${repo.fullName}.${privacy} Review the details, then publish or save a draft.`;
}

type NewProjectStep =
  | { step: 'choice' }
  | { step: 'manual' }
  | { step: 'select' }
  | { step: 'customize'; repo: GitHubRepository };

function NewProject({ username }: { username: string }) {
  const [params] = useSearchParams();
  const prefilled = hasPrefill(params);
  const [chosen, setView] = useState<NewProjectStep>({ step: prefilled ? 'manual' : 'choice' });
  // Without a GitHub app there is nothing to choose: the form opens and one line says why.
  const { availability } = useGitHubStatus();
  const withoutGithub = availability.state === 'not-configured';
  const view: NewProjectStep =
    withoutGithub && chosen.step === 'choice' ? { step: 'manual' } : chosen;
  const [saved, setSaved] = useState<Saved | null>(null);
  const media = usePendingMediaEditor();
  const { submit, error } = useSubmit({
    username,
    fallback: 'Failed to create project',
    onSaved: setSaved,
    afterCreate: media.uploadAll,
  });

  if (saved) return <SavedScreen saved={saved} />;
  const back = (label: string, to: NewProjectStep) => (
    <Button
      variant="ghost"
      size="sm"
      className="mb-4 -ml-3"
      icon={<ArrowLeft className="size-4" aria-hidden />}
      onClick={() => setView(to)}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Post a New Project"
        description={
          view.step === 'customize'
            ? importedDescription(view.repo)
            : view.step === 'select'
              ? 'Choose the repository to publish. Only repositories you can administer are listed.'
              : prefilled
                ? 'We filled in your idea. Review the details, then publish or save a draft.'
                : 'Share your code with developers: free, paid or freemium.'
        }
      />
      {view.step === 'choice' && availability.state === 'ready' && (
        <SourceChoice
          onGitHub={() => setView({ step: 'select' })}
          onManual={() => setView({ step: 'manual' })}
        />
      )}
      {view.step === 'manual' && (
        <>
          {!prefilled && !withoutGithub && back('Back to options', { step: 'choice' })}
          {withoutGithub && (
            <p className="mb-4 text-xs text-slate-500">{GITHUB_MESSAGES.importNotSetUp}</p>
          )}
          <ProjectFormView
            defaultValues={prefillFromParams(params)}
            username={username}
            publishLabel="Publish project"
            allowDraft
            onSubmit={submit}
            submitError={error}
            media={<MediaSection editor={media} />}
          />
        </>
      )}
      {view.step === 'select' && (
        <>
          {back('Back to options', { step: 'choice' })}
          <GitHubRepositoryPicker onSelect={(repo) => setView({ step: 'customize', repo })} />
        </>
      )}
      {view.step === 'customize' && (
        <>
          {back('Back to repositories', { step: 'select' })}
          <ProjectFormView
            key={view.repo.id}
            defaultValues={projectFormFromRepository(view.repo)}
            username={username}
            publishLabel="Publish project"
            allowDraft
            onSubmit={(mode, values) => submit(mode, values, view.repo)}
            submitError={error}
            media={<MediaSection editor={media} />}
          />
        </>
      )}
    </>
  );
}

function EditProject({ id, userId, username }: { id: string; userId: string; username: string }) {
  // The editor starts from the stored project, never from a cached copy.
  const query = useQuery({ ...getProjectQueryOptions(id), staleTime: 0 });
  const [saved, setSaved] = useState<Saved | null>(null);
  const project = query.data?.project;
  const isDraft = project?.status === 'draft';
  const { submit, error } = useSubmit({
    username,
    id,
    wasDraft: isDraft,
    fallback: 'Failed to update project',
    onSaved: setSaved,
  });

  if (saved) return <SavedScreen saved={saved} />;
  if (query.isPending) return <PageSpinner label="Loading project" />;
  if (query.isError || !project) {
    return (
      <>
        <PageHeader title="Edit Project" />
        <Alert
          variant="error"
          title="Failed to load project data"
          action={
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
              <ButtonLink to={paths.dashboard} variant="ghost" size="sm">
                Back to dashboard
              </ButtonLink>
            </div>
          }
        >
          {errorMessage(query.error, 'The project could not be loaded.')}
        </Alert>
      </>
    );
  }
  if (project.author.id !== userId) {
    return (
      <>
        <PageHeader title="Edit Project" />
        <Alert variant="error" title="You can only edit your own projects.">
          <Link to={paths.project(project._id)} className="font-medium underline">
            View {project.title}
          </Link>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            Edit Project
            {isDraft ? (
              <Badge variant="warning">Draft</Badge>
            ) : (
              <Badge variant="success">Published</Badge>
            )}
          </span>
        }
        description={project.title}
      />
      <ProjectFormView
        key={project.updatedAt}
        defaultValues={projectToForm(project)}
        username={username}
        publishLabel={isDraft ? 'Publish' : 'Save changes'}
        allowDraft={isDraft}
        onSubmit={submit}
        submitError={error}
        media={<LiveMedia project={project} />}
      />
      {/* Saved on their own, apart from the form above. */}
      <ProjectReleasesAdmin project={project} updates={query.data.updates} />
    </>
  );
}

/** The edit form's images: saved as soon as they are chosen, moved or removed. */
function LiveMedia({ project }: { project: Project }) {
  const editor = useLiveMediaEditor(project._id, project.media);
  return <MediaSection editor={editor} />;
}
