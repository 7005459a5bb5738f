import { payAmountFormSchema, type CartItem } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { usePutCartItem } from '@/lib/queries/cart';

import { itemCharge } from '../lib/group-by-seller';

/**
 * The buyer's amount of a pay-what-you-want item (docs/product-rules.md#pay-what-you-want):
 * checked here with checkout's texts, then by the server, whose refusal shows under the field.
 */
export function CartAmountForm({ item }: { item: CartItem }) {
  const put = usePutCartItem();
  const id = `cart-amount-${item.projectId}`;
  const schema = useMemo(() => payAmountFormSchema(item.price), [item.price]);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<{ amount: string }, unknown, { amount: number }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: String(itemCharge(item)) },
    reValidateMode: 'onSubmit',
  });
  const error = errors.amount?.message ?? errors.root?.message;

  const submit = handleSubmit(async ({ amount }) => {
    setSaved(false);
    try {
      await put.mutateAsync({ projectId: item.projectId, amount });
      setSaved(true);
    } catch (err) {
      setError('root', { message: errorMessage(err, 'Could not change the amount') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 max-w-xs">
      <Field
        id={id}
        label={
          <>
            Your price <span className="sr-only">for {item.title}</span> (USD)
          </>
        }
        error={error}
        hint={`Pay what you want, from ${formatUsd(item.price)}.`}
      >
        <div className="flex gap-2">
          <div className="w-28">
            <Input
              {...fieldAria(id, error, true)}
              inputMode="decimal"
              {...register('amount', {
                onChange: () => {
                  clearErrors();
                  setSaved(false);
                },
              })}
            />
          </div>
          <Button type="submit" variant="outline" loading={isSubmitting}>
            Update
          </Button>
          <span role="status" className="self-center text-xs text-emerald-700">
            {saved ? 'Saved' : ''}
          </span>
        </div>
      </Field>
    </form>
  );
}
