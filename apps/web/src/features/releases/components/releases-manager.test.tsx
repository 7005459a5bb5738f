import { RELEASE_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { release, releasesAnswer, twoReleases } from '../testing';

import { ReleasesManager } from './releases-manager';

vi.mock('@/lib/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(() => {
  upload.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const author = buildUser({ username: 'maya' });
const project = buildProject({
  title: 'Kit',
  license: { type: 'paid', price: 39 },
  repository: { freeUrl: null, paidUrl: 'https://github.com/maya/kit' },
});
const PROJECT = project._id;
const zip = (name = 'kit-1.2.0.zip', size = 300) =>
  new File([new Uint8Array(size)], name, { type: 'application/zip' });

function setup(
  handlers: Record<string, Reply | ((call: RecordedCall) => Reply)> = {},
  github: object = { configured: false, isConnected: false, username: null },
  shown = project,
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: author } },
    'GET /api/github/status': { body: github },
    [`GET /api/projects/${PROJECT}/releases`]: {
      body: releasesAnswer({ canManage: true }),
    },
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <ReleasesManager project={shown} updates={undefined} /> }], {
    user: author,
  });
  return fetch;
}

const publishForm = async () =>
  within(await screen.findByRole('form', { name: 'Publish a release' }));

describe("the author's releases", () => {
  it('publishes an uploaded archive with its fields, showing the progress', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (value: unknown) => void = () => {};
    upload.mockImplementation((_path, _file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    setup();
    const user = userEvent.setup();
    const form = await publishForm();
    // Without GitHub on the server there is only the upload.
    expect(form.queryByLabelText('From a GitHub tag')).toBeNull();
    expect(form.getByText(/at most 100 MB/)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Version/), 'v1.2.0');
    await user.type(form.getByLabelText('Release notes'), '- Faster');
    await user.upload(form.getByLabelText(/Release file/), zip());
    await user.click(form.getByRole('button', { name: 'Publish release' }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [path, file, , fields] = upload.mock.calls[0]!;
    expect(path).toBe(`/projects/${PROJECT}/releases`);
    expect((file as File).name).toBe('kit-1.2.0.zip');
    expect(fields).toEqual({ version: 'v1.2.0', notes: '- Faster' });
    report?.(0.4);
    expect(await form.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(form.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    finish({ release: release({ version: '1.2.0' }) });
    await waitFor(() => expect(form.getByLabelText(/Version/)).toHaveValue(''));
    expect(form.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a missing file, a file that is no archive and a date ahead before sending', async () => {
    setup();
    const user = userEvent.setup({ applyAccept: false });
    const form = await publishForm();
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    expect(await form.findByText('Enter a version, such as 1.0.0')).toBeInTheDocument();
    expect(form.getByText('Choose a zip or tar.gz file')).toBeInTheDocument();

    await user.type(form.getByLabelText(/Version/), 'one');
    await user.upload(form.getByLabelText(/Release file/), zip('notes.txt'));
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    expect(await form.findByText(RELEASE_MESSAGES.notAnArchive)).toBeInTheDocument();

    await user.upload(form.getByLabelText(/Release file/), zip('kit.tar.gz'));
    await user.type(form.getByLabelText(/Counts from/), '2999-01-01');
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    expect(await form.findByText(RELEASE_MESSAGES.backdatedInvalid)).toBeInTheDocument();

    await user.clear(form.getByLabelText(/Counts from/));
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    expect(await form.findByText(RELEASE_MESSAGES.versionInvalid)).toBeInTheDocument();
    expect(form.getByLabelText(/Version/)).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it concerns", async () => {
    upload.mockImplementation(() =>
      Promise.reject(new ApiError(RELEASE_MESSAGES.versionTaken, 409)),
    );
    setup();
    const user = userEvent.setup();
    const form = await publishForm();
    await user.type(form.getByLabelText(/Version/), '1.1.0');
    await user.upload(form.getByLabelText(/Release file/), zip());
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    expect(await form.findByText(RELEASE_MESSAGES.versionTaken)).toBeInTheDocument();
    expect(form.getByLabelText(/Version/)).toHaveValue('1.1.0');
  });

  it('publishes from a GitHub tag as JSON and syncs the repository when GitHub is set up', async () => {
    const { calls } = setup(
      {
        [`POST /api/projects/${PROJECT}/releases`]: {
          status: 201,
          body: { release: release({ version: '1.2.0', source: 'github_tag' }) },
        },
        [`POST /api/projects/${PROJECT}/releases/sync`]: {
          body: { added: ['1.3.0'], releases: [] },
        },
      },
      { configured: true, isConnected: true, username: 'maya' },
    );
    const user = userEvent.setup();
    const form = await publishForm();
    await user.click(await form.findByLabelText('From a GitHub tag'));
    expect(form.queryByLabelText(/Release file/)).toBeNull();
    await user.type(form.getByLabelText(/Version/), '1.2.0');
    await user.type(form.getByLabelText(/^GitHub tag/), 'v1.2.0');
    await user.type(form.getByLabelText(/Counts from/), '2026-01-05');
    await user.click(form.getByRole('button', { name: 'Publish release' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === `/api/projects/${PROJECT}/releases`)
          ?.body,
      ).toEqual({
        version: '1.2.0',
        notes: '',
        githubTag: 'v1.2.0',
        backdatedTo: '2026-01-05',
      }),
    );
    expect(upload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/projects/${PROJECT}/releases/sync`)).toBe(true),
    );
  });

  it('yanks a release after a confirmation', async () => {
    const [newer, older] = twoReleases();
    const { calls } = setup({
      [`GET /api/projects/${PROJECT}/releases`]: {
        body: releasesAnswer({ releases: [newer!, { ...older!, yanked: false }], canManage: true }),
      },
      [`DELETE /api/projects/${PROJECT}/releases/rel-100`]: { status: 204 },
    });
    const user = userEvent.setup();
    const list = within(await screen.findByRole('list', { name: 'Published releases' }));
    expect(list.getByText('v1.1.0')).toBeInTheDocument();
    expect(list.getByText(/kit-1\.0\.0\.zip \(2\.0 KB\)/)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Yank v1.0.0' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yank v1.0.0?' }));
    // Cancel comes first: Enter never yanks by accident.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Yank release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('shows the updates policy for a paid project only', async () => {
    setup();
    expect(await screen.findByRole('form', { name: 'Updates policy' })).toBeInTheDocument();
  });

  it('has no updates policy on a free project', async () => {
    setup({}, undefined, { ...project, license: { ...project.license, type: 'free', price: 0 } });
    await publishForm();
    expect(screen.queryByRole('form', { name: 'Updates policy' })).toBeNull();
  });
});
