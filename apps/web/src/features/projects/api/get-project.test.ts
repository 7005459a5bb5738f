import type { ProjectDetailResponse } from '@codebazaar/shared';
import { describe, expect, it } from 'vitest';

import { refetchWhileAccessSettles } from './get-project';

const answer = (
  license: { kind: 'free' | 'paid'; accessGranted: boolean; invitationSent: boolean } | null,
) =>
  ({
    project: {},
    userLicense: license && {
      kind: license.kind,
      githubAccess: {
        repositoryFullName: null,
        accessGranted: license.accessGranted,
        invitationSent: license.invitationSent,
      },
    },
  }) as unknown as ProjectDetailResponse;

const poll = (data: ProjectDetailResponse, dataUpdateCount = 1) =>
  refetchWhileAccessSettles({ state: { data, dataUpdateCount } });

describe('refetchWhileAccessSettles', () => {
  it('looks again every 3 s while a paid license waits for its invitation', () => {
    expect(poll(answer({ kind: 'paid', accessGranted: false, invitationSent: false }))).toBe(3000);
  });

  it('stops once the invitation is sent or access granted, and never polls without a paid license', () => {
    expect(poll(answer({ kind: 'paid', accessGranted: false, invitationSent: true }))).toBe(false);
    expect(poll(answer({ kind: 'paid', accessGranted: true, invitationSent: true }))).toBe(false);
    expect(poll(answer({ kind: 'free', accessGranted: false, invitationSent: false }))).toBe(false);
    expect(poll(answer(null))).toBe(false);
  });

  it('gives up after about a minute (20 answers)', () => {
    const waiting = answer({ kind: 'paid', accessGranted: false, invitationSent: false });
    expect(poll(waiting, 19)).toBe(3000);
    expect(poll(waiting, 20)).toBe(false);
  });
});
