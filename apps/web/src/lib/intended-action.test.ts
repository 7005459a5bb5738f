import { afterEach, describe, expect, it, vi } from 'vitest';

import { followIntendedAction, storeIntendedAction, takeIntendedAction } from './intended-action';

afterEach(() => vi.restoreAllMocks());

describe('intended action', () => {
  it('view goes to the project page', () => {
    storeIntendedAction({ action: 'view', projectId: 'abc' });
    expect(followIntendedAction()).toBe('/project/abc');
    expect(localStorage.getItem('intendedAction')).toBeNull();
  });

  it('license goes to the license tab', () => {
    storeIntendedAction({ action: 'license', projectId: 'abc' });
    expect(followIntendedAction()).toBe('/project/abc?tab=license');
  });

  it('demo opens the sandbox in a new tab and goes to /find-projects', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    storeIntendedAction({ action: 'demo', projectId: 'abc' });
    expect(followIntendedAction()).toBe('/find-projects');
    expect(open).toHaveBeenCalledWith('/api/sandbox/run/abc', '_blank', 'noopener,noreferrer');
  });

  it('returns null when nothing, or something malformed, is stored', () => {
    expect(followIntendedAction()).toBeNull();
    localStorage.setItem('intendedAction', '{oops');
    expect(takeIntendedAction()).toBeNull();
    localStorage.setItem('intendedAction', JSON.stringify({ action: 'delete', projectId: 'x' }));
    expect(takeIntendedAction()).toBeNull();
    localStorage.setItem('intendedAction', JSON.stringify({ action: 'view', projectId: '../x' }));
    expect(takeIntendedAction()).toBeNull();
    expect(localStorage.getItem('intendedAction')).toBeNull();
  });
});
