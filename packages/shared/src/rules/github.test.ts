import { describe, expect, it } from 'vitest';

import {
  ACCESS_STATE_TEXT,
  licenseAccessState,
  type LicenseAccessFacts,
  type StoredAccessState,
} from './github';

const STORED: StoredAccessState[] = [
  'waiting_for_github',
  'queued',
  'invited',
  'active',
  'invitation_expired',
  'failed',
  'revoked',
];
const BOOLS = [false, true];

/** Every combination of the stored facts and of the server having GitHub or not. */
function* everyCombination() {
  for (const accessState of [null, ...STORED]) {
    for (const accessGranted of BOOLS) {
      for (const invitationSent of BOOLS) {
        for (const hasError of BOOLS) {
          for (const buyerHasGithub of BOOLS) {
            for (const githubConfigured of BOOLS) {
              const facts: LicenseAccessFacts = {
                accessState,
                accessGranted,
                invitationSent,
                hasError,
                buyerHasGithub,
              };
              yield { facts, githubConfigured };
            }
          }
        }
      }
    }
  }
}

/** What the booleans say of a license the engine has not looked at yet, with GitHub set up. */
function fromBooleans(f: LicenseAccessFacts): StoredAccessState {
  if (f.accessGranted) return 'active';
  if (f.invitationSent) return 'invited';
  if (f.hasError) return 'failed';
  return f.buyerHasGithub ? 'queued' : 'waiting_for_github';
}

describe('licenseAccessState', () => {
  const all = [...everyCombination()];

  it('covers every combination (8 stored states × 16 boolean sets × 2 configurations)', () => {
    expect(all).toHaveLength(8 * 16 * 2);
  });

  it.each(all)('%j', ({ facts, githubConfigured }) => {
    const stored = facts.accessState ?? fromBooleans(facts);
    const expected =
      githubConfigured || stored === 'active' || stored === 'revoked'
        ? stored
        : 'github_not_configured';
    expect(licenseAccessState(facts, githubConfigured)).toBe(expected);
  });

  it('with GitHub, the stored state wins over the booleans', () => {
    for (const state of STORED) {
      expect(
        licenseAccessState(
          {
            accessState: state,
            accessGranted: true,
            invitationSent: true,
            hasError: true,
            buyerHasGithub: false,
          },
          true,
        ),
      ).toBe(state);
    }
  });

  it('without GitHub, nothing is queued, invited or waiting: one state says why', () => {
    const facts = (
      accessState: StoredAccessState | null,
      more: Partial<LicenseAccessFacts> = {},
    ) => ({
      accessState,
      accessGranted: false,
      invitationSent: false,
      hasError: false,
      buyerHasGithub: true,
      ...more,
    });
    expect(licenseAccessState(facts(null), false)).toBe('github_not_configured');
    expect(licenseAccessState(facts(null, { invitationSent: true }), false)).toBe(
      'github_not_configured',
    );
    expect(licenseAccessState(facts('invited'), false)).toBe('github_not_configured');
    expect(licenseAccessState(facts(null, { accessGranted: true }), false)).toBe('active');
    expect(licenseAccessState(facts('revoked'), false)).toBe('revoked');
  });

  it('every state the rule answers has its label and sentences', () => {
    const answered = new Set(all.map((c) => licenseAccessState(c.facts, c.githubConfigured)));
    expect([...answered].sort()).toEqual(Object.keys(ACCESS_STATE_TEXT).sort());
    const labels = Object.values(ACCESS_STATE_TEXT).map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
