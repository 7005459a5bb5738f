import { describe, expect, it } from 'vitest';

import {
  descriptionFromRepository,
  parseGitHubRepositoryUrl,
  projectFormFromRepository,
  sourceRepositoryFromRepository,
  titleFromRepositoryName,
} from './github';
import { projectFormSchema, projectFormToInput } from './projects';

const repo = {
  name: 'react_admin-dashboard',
  fullName: 'maya/react_admin-dashboard',
  description: 'An admin dashboard for React apps',
  language: 'TypeScript',
  stars: 42,
  htmlUrl: 'https://github.com/maya/react_admin-dashboard',
};

describe('titleFromRepositoryName', () => {
  it('turns dashes and underscores to spaces and capitalizes words', () => {
    expect(titleFromRepositoryName('react_admin-dashboard')).toBe('React Admin Dashboard');
    expect(titleFromRepositoryName('my--cool__tool')).toBe('My Cool Tool');
    expect(titleFromRepositoryName('-lead-')).toBe('Lead');
    expect(titleFromRepositoryName('already Fine')).toBe('Already Fine');
    expect(titleFromRepositoryName('iOS-app')).toBe('IOS App');
  });
});

describe('descriptionFromRepository', () => {
  it('leads with the repository description and names the repository, language and stars', () => {
    const text = descriptionFromRepository(repo);
    expect(text.startsWith('An admin dashboard for React apps.')).toBe(true);
    expect(text).toContain('written in TypeScript');
    expect(text).toContain('maya/react_admin-dashboard');
    expect(text).toContain('42 stars');
  });

  it('writes its own introduction when the repository has none', () => {
    const text = descriptionFromRepository({
      ...repo,
      description: null,
      language: null,
      stars: 0,
    });
    expect(text.startsWith('React Admin Dashboard is an open-source project.')).toBe(true);
    expect(text).not.toContain('stars');
    expect(text).not.toContain('written in');
  });
});

describe('projectFormFromRepository', () => {
  it('prefills every field of the import wizard', () => {
    expect(projectFormFromRepository(repo)).toEqual({
      title: 'React Admin Dashboard',
      description: descriptionFromRepository(repo),
      category: 'web',
      tags: 'TypeScript, open-source, github',
      licenseType: 'freemium',
      price: '25',
      freeRepositoryUrl: '',
      paidRepositoryUrl: 'https://github.com/maya/react_admin-dashboard',
      demoUrl: '',
      features: {
        freeFeatures: 'View source code, Basic documentation, Personal use license',
        paidFeatures: 'Commercial license, Priority support, Extended examples',
      },
    });
  });

  it('leaves the language out of the tags when GitHub reports none', () => {
    expect(projectFormFromRepository({ ...repo, language: null }).tags).toBe('open-source, github');
  });

  it('is a publishable form that becomes the request body', () => {
    const form = projectFormFromRepository(repo);
    expect(projectFormSchema.safeParse(form).success).toBe(true);
    const input = projectFormToInput(form, 'maya');
    expect(input.license).toMatchObject({
      type: 'freemium',
      price: 25,
      features: {
        freeFeatures: ['View source code', 'Basic documentation', 'Personal use license'],
        paidFeatures: ['Commercial license', 'Priority support', 'Extended examples'],
      },
    });
    expect(input.tags).toEqual(['TypeScript', 'open-source', 'github']);
    expect(input.repository?.paidUrl).toBe(repo.htmlUrl);
    expect(input.repository?.freeUrl).toBe('https://github.com/maya/react-admin-dashboard-free');
  });
});

describe('sourceRepositoryFromRepository', () => {
  it('keeps fullName, url, language and stars', () => {
    expect(sourceRepositoryFromRepository(repo)).toEqual({
      fullName: 'maya/react_admin-dashboard',
      url: 'https://github.com/maya/react_admin-dashboard',
      language: 'TypeScript',
      stars: 42,
    });
  });
});

describe('parseGitHubRepositoryUrl', () => {
  it('reads owner and name from GitHub URLs only', () => {
    expect(parseGitHubRepositoryUrl('https://github.com/a/b.git')).toEqual({
      owner: 'a',
      name: 'b',
    });
    expect(parseGitHubRepositoryUrl('https://gitlab.com/a/b')).toBeNull();
    expect(parseGitHubRepositoryUrl('https://github.com/a')).toBeNull();
  });
});
