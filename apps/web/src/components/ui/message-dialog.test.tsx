import { refundRequestInputSchema } from '@codebazaar/shared';
import { REFUND_MESSAGES } from '@codebazaar/shared/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MessageDialog } from './message-dialog';

describe('MessageDialog', () => {
  it("refuses an empty text with the schema's message under the field, then sends it trimmed", async () => {
    const onConfirm = vi.fn();
    render(
      <MessageDialog
        title="Request a refund?"
        label="Reason"
        confirmLabel="Send request"
        schema={refundRequestInputSchema}
        name="reason"
        busy={false}
        error={null}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const reason = screen.getByLabelText('Reason');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const error = await screen.findByText(REFUND_MESSAGES.reasonRequired);
    expect(reason).toHaveAttribute('aria-describedby', error.id);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(reason, '  It does not build  ');
    expect(screen.queryByText(REFUND_MESSAGES.reasonRequired)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onConfirm).toHaveBeenCalledWith('It does not build');
  });
});
