import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { imageFileProblem } from '@/lib/image-file-checks';

import { acceptScreenshots, moved, usePendingMediaEditor } from '../hooks/use-media-editor';

import { ProjectMediaFields } from './project-media-fields';

const png = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('image checks before an upload', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB and says what is wrong with the rest', () => {
    expect(imageFileProblem(png('a.png'))).toBeNull();
    expect(imageFileProblem(png('a.jpg', 10, 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(png('a.webp', 5 * 1024 * 1024, 'image/webp'))).toBeNull();
    expect(imageFileProblem(png('a.gif', 10, 'image/gif'))).toBe(
      '“a.gif” is not a PNG, JPEG or WebP image.',
    );
    expect(imageFileProblem(png('a.svg', 10, 'image/svg+xml'))).toMatch(/not a PNG/);
    expect(imageFileProblem(png('big.png', 5 * 1024 * 1024 + 1))).toBe(
      '“big.png” is 5.0 MB; an image may be at most 5 MB.',
    );
    expect(imageFileProblem(png('empty.png', 0))).toBe('“empty.png” is empty.');
  });

  it('adds screenshots up to six and says why the others were left out', () => {
    const files = Array.from({ length: 4 }, (_, i) => png(`s${i}.png`));
    expect(acceptScreenshots(files, 0)).toEqual({ accepted: files, problem: null });
    const some = acceptScreenshots(files, 4);
    expect(some.accepted).toEqual(files.slice(0, 2));
    expect(some.problem).toBe('A project has at most 6 screenshots: only the first 2 were added.');
    expect(acceptScreenshots(files, 6)).toEqual({
      accepted: [],
      problem: 'A project has at most 6 screenshots. Remove one to add another.',
    });
    const mixed = acceptScreenshots([png('x.gif', 5, 'image/gif'), files[0]!], 0);
    expect(mixed.accepted).toEqual([files[0]]);
    expect(mixed.problem).toMatch(/x\.gif/);
  });

  it('moves an item one place and never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toBeNull();
    expect(moved(['a', 'b'], 1, 1)).toBeNull();
  });
});

function PendingFields() {
  return <ProjectMediaFields editor={usePendingMediaEditor()} />;
}

describe('ProjectMediaFields (new project)', () => {
  let n = 0;
  beforeAll(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:test/${++n}` }));
    URL.revokeObjectURL = () => {};
  });
  afterAll(() => vi.unstubAllGlobals());

  it('keeps the chosen cover and screenshots, refuses bad files and reorders with buttons', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<PendingFields />);
    expect(screen.getByText(/uploaded when you publish or save the draft/)).toBeInTheDocument();
    expect(screen.getByText('No cover yet. Cards show the text only.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose cover'), png('photo.gif', 10, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('“photo.gif” is not a PNG, JPEG or WebP');
    await user.upload(screen.getByLabelText('Choose cover'), png('cover.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace cover' })).toBeInTheDocument();

    const shots = Array.from({ length: 7 }, (_, i) => png(`shot-${i + 1}.png`));
    await user.upload(screen.getByLabelText('Add screenshots'), shots);
    expect(screen.getByRole('alert')).toHaveTextContent('only the first 6 were added');
    expect(screen.getByRole('heading', { name: /Screenshots \(6 of 6\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add screenshots' })).toBeDisabled();
    const srcs = () =>
      within(screen.getByRole('list'))
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    const before = srcs();
    expect(screen.getByRole('button', { name: 'Move screenshot 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move screenshot 1 later' }));
    expect(srcs()).toEqual([before[1], before[0], ...before.slice(2)]);
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 3' }));
    expect(srcs()).toEqual([before[1], before[0], ...before.slice(3)]);
    expect(screen.getByRole('button', { name: 'Add screenshots' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(screen.queryByRole('img', { name: 'Cover image' })).not.toBeInTheDocument();
  });
});
