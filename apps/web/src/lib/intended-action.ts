import { paths } from '@/config/paths';

/**
 * Where a signed-out visitor wanted to go before being sent to sign in
 * (docs/product-rules.md#screens-and-routes).
 */
export interface IntendedAction {
  action: 'view' | 'demo' | 'license';
  projectId: string;
}

export const INTENDED_ACTION_KEY = 'intendedAction';

const ACTIONS = new Set<IntendedAction['action']>(['view', 'demo', 'license']);

export function storeIntendedAction(intended: IntendedAction) {
  try {
    localStorage.setItem(INTENDED_ACTION_KEY, JSON.stringify(intended));
  } catch {
    // storage unavailable: the visitor simply lands on the default page after sign-in
  }
}

/** Reads and removes the stored intended action; anything malformed is dropped. */
export function takeIntendedAction(): IntendedAction | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(INTENDED_ACTION_KEY);
    localStorage.removeItem(INTENDED_ACTION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<IntendedAction> | null;
    if (
      value &&
      typeof value.projectId === 'string' &&
      /^[\w-]{1,100}$/.test(value.projectId) &&
      value.action &&
      ACTIONS.has(value.action)
    ) {
      return { action: value.action, projectId: value.projectId };
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * Follows the stored intended action after a sign-in (docs/product-rules.md#screens-and-routes):
 * view goes to the project, demo opens the sandbox in a new tab then goes to /find-projects,
 * license goes to the project's license tab. Returns the path to navigate to, or null when none was
 * stored.
 */
export function followIntendedAction(): string | null {
  const intended = takeIntendedAction();
  if (!intended) return null;
  switch (intended.action) {
    case 'view':
      return paths.project(intended.projectId);
    case 'demo':
      window.open(paths.sandboxRun(intended.projectId), '_blank', 'noopener,noreferrer');
      return paths.findProjects;
    case 'license':
      return paths.projectLicense(intended.projectId);
  }
}
