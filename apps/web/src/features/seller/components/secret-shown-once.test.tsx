import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SecretShownOnce } from './secret-shown-once';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function setUp(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  // userEvent.setup installs its own clipboard; replace it after.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <SecretShownOnce title="Token created" label="New token" noun="token" value="cbz_abc123">
      Copy it now: it will not be shown again.
    </SecretShownOnce>,
  );
  return user;
}

describe('SecretShownOnce', () => {
  it('shows the value under its name and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = setUp(writeText);
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New token')).toHaveTextContent('cbz_abc123');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('cbz_abc123');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Token copied'));
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = setUp(vi.fn().mockRejectedValue(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Copy failed; select the token and copy it by hand'),
    );
  });
});
