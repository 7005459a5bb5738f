import { describe, expect, it } from 'vitest';

import { buildProject } from '@/testing/build-project';

import { whatYouGet } from './project-overview';

describe('whatYouGet', () => {
  it('promises updates for the term a paid project sells, and for life otherwise', () => {
    const paid = buildProject({ license: { type: 'paid' } });
    expect(whatYouGet(paid, 12)).toContain(
      'New releases and repository updates for 12 months, renewable',
    );
    expect(whatYouGet(paid, 1)).toContain(
      'New releases and repository updates for 1 month, renewable',
    );
    expect(whatYouGet(paid)).toContain('Future updates pushed to the repository');
    // A free project's claims keep every update: a term is for paid licenses only.
    expect(whatYouGet(buildProject({ license: { type: 'free' } }), 12)).toContain(
      'Future updates pushed to the repository',
    );
  });
});
