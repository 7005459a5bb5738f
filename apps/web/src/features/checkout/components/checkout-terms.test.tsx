import type { PaymentAmount } from '@codebazaar/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CheckoutTermsForm } from './checkout-terms';

const amount = {
  listPrice: 20,
  price: 20,
  discountCode: null,
} as unknown as PaymentAmount;

describe('the checkout terms', () => {
  it('asks for a code before pricing, then shows the server refusal under the field', async () => {
    const onApply = vi.fn().mockResolvedValue('This discount code does not exist');
    render(
      <CheckoutTermsForm
        license={{ payWhatYouWant: false, price: 20, suggestedPrice: null }}
        amount={amount}
        busy={false}
        onApply={onApply}
      />,
    );
    const code = screen.getByLabelText('Discount code');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a discount code')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.type(code, ' nope ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ discountCode: 'nope' }));
    const error = await screen.findByText('This discount code does not exist');
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
  });

  it("keeps a pay-what-you-want amount at the project's minimum", async () => {
    const onApply = vi.fn().mockResolvedValue(null);
    render(
      <CheckoutTermsForm
        license={{ payWhatYouWant: true, price: 20, suggestedPrice: 25 }}
        amount={amount}
        busy={false}
        onApply={onApply}
      />,
    );
    const price = screen.getByLabelText('Your price (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter at least $20')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ amount: 30 }));
  });
});
