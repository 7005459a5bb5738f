import type { PaymentAmount, ProjectLicense } from '@codebazaar/shared';
import { formatUsd, MAX_PAY_WHAT_YOU_WANT, parsePrice } from '@codebazaar/shared/rules';
import { Tag, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import type { CheckoutTerms } from '../api/checkout';

export interface CheckoutTermsFormProps {
  license: Pick<ProjectLicense, 'payWhatYouWant' | 'price' | 'suggestedPrice'>;
  amount: PaymentAmount;
  busy: boolean;
  /** Prices the checkout again with these terms; resolves to an error message or null. */
  onApply: (terms: CheckoutTerms) => Promise<string | null>;
}

/**
 * What the buyer may change before paying (docs/product-rules.md#discount-codes,
 * #pay-what-you-want): the amount on a pay-what-you-want project, otherwise a discount code.
 * The server prices every change; the summary shows what it answered.
 */
export function CheckoutTermsForm(props: CheckoutTermsFormProps) {
  return props.license.payWhatYouWant ? <AmountForm {...props} /> : <CodeForm {...props} />;
}

function AmountForm({ license, amount, busy, onApply }: CheckoutTermsFormProps) {
  const [value, setValue] = useState(String(amount.price));
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const minimum = license.price ?? amount.listPrice;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const dollars = parsePrice(value);
    if (dollars < minimum) return setError(`Enter at least ${formatUsd(minimum)}`);
    if (dollars > MAX_PAY_WHAT_YOU_WANT) {
      return setError(`Enter at most ${formatUsd(MAX_PAY_WHAT_YOU_WANT)}`);
    }
    setApplying(true);
    setError(await onApply({ amount: dollars }));
    setApplying(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
      <Field
        id="checkout-amount"
        label="Your price (USD)"
        error={error ?? undefined}
        hint={`Pay what you want, from ${formatUsd(minimum)}.`}
      >
        <div className="flex gap-2">
          <Input
            {...fieldAria('checkout-amount', error ?? undefined, true)}
            inputMode="decimal"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            disabled={busy || applying}
          />
          <Button type="submit" variant="outline" loading={applying} disabled={busy}>
            Update
          </Button>
        </div>
      </Field>
    </form>
  );
}

function CodeForm({ amount, busy, onApply }: CheckoutTermsFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async (terms: CheckoutTerms) => {
    setApplying(true);
    const failure = await onApply(terms);
    setError(failure);
    if (!failure) setValue('');
    setApplying(false);
  };

  if (amount.discountCode) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        <span className="flex items-center gap-2">
          <Tag className="size-4" aria-hidden />
          Code <strong className="font-semibold">{amount.discountCode}</strong> applied
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-4" aria-hidden />}
          loading={applying}
          disabled={busy}
          onClick={() => void apply({})}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const code = value.trim();
        if (!code) return setError('Enter a discount code');
        void apply({ discountCode: code });
      }}
    >
      <Field id="checkout-code" label="Discount code" error={error ?? undefined}>
        <div className="flex gap-2">
          <Input
            {...fieldAria('checkout-code', error ?? undefined)}
            value={value}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            disabled={busy || applying}
          />
          <Button type="submit" variant="outline" loading={applying} disabled={busy}>
            Apply
          </Button>
        </div>
      </Field>
    </form>
  );
}
