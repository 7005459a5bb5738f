import type { PublicUser } from '@codebazaar/shared';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as AuthorPage } from './author-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const id = '30000000-0000-4000-8000-000000000001';

const author: PublicUser = {
  _id: id,
  id,
  username: 'samir',
  profileImage: null,
  reputation: 1380,
  createdAt: '2024-03-15T10:00:00.000Z',
  githubProfile: { username: 'samir-gh', url: 'https://github.com/samir-gh' },
  website: 'javascript:alert(1)',
  profile: { displayName: 'Samir Haddad', bio: 'Platform engineer.' },
  projectsCount: 1,
  stats: {
    projectsCount: 1,
    totalViews: 19802,
    totalDownloads: 1290,
    totalStars: 1019,
    topCategories: [{ category: 'tool', label: 'Tools', count: 3 }],
    topTags: [{ tag: 'docker', count: 2 }],
  },
};

const project = {
  _id: 'p1',
  id: 'p1',
  title: 'Docker Kit',
  description: 'Compose files.',
  category: 'tool',
  tags: ['docker', 'compose', 'dev', 'ops'],
  tech_stack: [],
  author: { _id: id, id, username: 'samir', profileImage: null, reputation: 1380 },
  license: {
    type: 'paid',
    price: null,
    sellerPrice: null,
    marketplaceFeePct: 20,
    sellerEarnings: null,
    marketplaceFee: null,
    customerPrice: null,
    currency: 'USD',
    features: { freeFeatures: [], paidFeatures: [] },
  },
  repository: { freeUrl: null, paidUrl: null },
  demo: { url: null },
  demoUrl: null,
  stats: { views: 3090, downloads: 377, stars: 198 },
  status: 'published',
  githubVerified: false,
  sourceRepository: null,
  publishedAt: '2025-01-10T00:00:00.000Z',
  createdAt: '2025-01-10T00:00:00.000Z',
  updatedAt: '2025-01-10T00:00:00.000Z',
};

const page = (projects: unknown[]) => ({
  projects,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    total: projects.length,
    limit: 24,
    hasNext: false,
    hasPrev: false,
  },
});

/** The page at /author/{ref}; the API answers the profile for the id and the username alike. */
function setup(profile: Reply, list: Reply = { body: page([project]) }, ref = 'samir') {
  const mock = mockFetch({
    [`GET /api/users/${id}`]: profile,
    'GET /api/users/samir': profile,
    'GET /api/users/SAMIR': profile,
    'GET /api/projects': list,
  });
  const app = renderRoutes([{ path: '/author/:id', element: <AuthorPage /> }], {
    url: `/author/${ref}`,
  });
  return { ...mock, ...app };
}

afterEach(() => {
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

describe('Author profile', { timeout: 30_000 }, () => {
  it('shows the profile, statistics, specializations, technologies and projects', async () => {
    const { fetchMock } = setup({ body: author });
    expect(await screen.findByRole('heading', { name: 'Samir Haddad' })).toBeInTheDocument();
    expect(screen.getByText('1,380 reputation points')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/samir-gh',
    );
    // Only http(s) websites are linked.
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.getByText('19,802')).toBeInTheDocument();
    expect(screen.getByText('Tools')).toBeInTheDocument();
    expect(screen.getByText('docker', { selector: 'li' })).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Docker Kit' });
    expect(link).toHaveAttribute('href', '/project/p1');
    expect(screen.getByText('+1 more')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/projects')!;
    expect(listCall.searchParams.get('author')).toBe(id);
    expect(listCall.searchParams.get('status')).toBe('published');
  });

  it('lives at /author/{username}: its canonical link says so', async () => {
    const { calls } = setup({ body: author });
    expect(await screen.findByRole('heading', { name: 'Samir Haddad' })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/author/samir',
    );
    expect(calls.filter((c) => c.path.startsWith('/api/users/')).map((c) => c.path)).toEqual([
      '/api/users/samir',
    ]);
  });

  it.each([
    ['the id', id],
    ['another letter case', 'SAMIR'],
  ])('moves %s in the address to /author/{username}, replacing it', async (_what, ref) => {
    const { calls, router } = setup({ body: author }, undefined, `${ref}?from=card`);
    expect(await screen.findByRole('heading', { name: 'Samir Haddad' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/author/samir',
      search: '?from=card',
    });
    // The profile is asked for by what the address held; the projects by the author's id.
    expect(calls.find((c) => c.path.startsWith('/api/users/'))?.path).toBe(`/api/users/${ref}`);
    expect(await screen.findByRole('link', { name: 'Docker Kit' })).toBeInTheDocument();
  });

  it('shows the empty state when nothing is published', async () => {
    setup({ body: author }, { body: page([]) });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText("This developer hasn't published any projects.")).toBeInTheDocument();
  });

  it('says "Author not found" on 404 and "Failed to load author profile" otherwise', async () => {
    setup({ status: 404, body: { error: 'Author not found' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Author not found' }),
    ).toBeInTheDocument();
  });

  it('says "Failed to load author profile" on a server error', async () => {
    setup({ status: 500, body: { error: 'Internal server error' } });
    expect(await screen.findByText('Failed to load author profile')).toBeInTheDocument();
  });
});
