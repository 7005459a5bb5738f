import {
  createDiscountInputSchema,
  type CreateDiscountInput,
  type Discount,
} from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { RefreshCw, Tag, Trash2 } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { checkedBy } from '@/lib/checked-by';
import { formatDate } from '@/lib/format-date';
import { useDashboard } from '@/lib/queries/dashboard';

import { useCreateDiscount, useDeleteDiscount, useDiscounts } from '../api/discounts';

/** The seller's discount codes (docs/product-rules.md#discount-codes): create, list, delete. */
export function DiscountCodes() {
  const discounts = useDiscounts();
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const remove = useDeleteDiscount();
  // When the list was opened: codes ending before then are marked expired.
  const [openedAt] = useState(() => Date.now());

  return (
    <Card role="region" aria-labelledby="discount-codes-title">
      <CardHeader>
        <CardTitle id="discount-codes-title">Discount codes</CardTitle>
        <p className="text-sm text-slate-600">
          Buyers enter a code at checkout. Codes work in any letter case and only on your projects.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <NewDiscountForm />
        {discounts.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading discount codes" />
          </div>
        ) : discounts.isError ? (
          <Alert
            variant="error"
            title={errorMessage(discounts.error, 'Failed to load discount codes')}
            action={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                onClick={() => void discounts.refetch()}
              >
                Try again
              </Button>
            }
          />
        ) : discounts.data.discounts.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
            No discount codes yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {discounts.data.discounts.map((d) => (
              <DiscountRow key={d.id} discount={d} now={openedAt} onDelete={() => setDeleting(d)} />
            ))}
          </ul>
        )}
      </CardContent>
      {deleting && (
        <ConfirmDialog
          title={`Delete the code ${deleting.code}?`}
          message="Buyers can no longer use it. Purchases made with it keep their price."
          confirmLabel="Delete code"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify('success', 'Discount code deleted');
                setDeleting(null);
              },
              onError: (err) => notify('error', errorMessage(err, 'Failed to delete the code')),
            })
          }
        />
      )}
    </Card>
  );
}

function DiscountRow({
  discount: d,
  now,
  onDelete,
}: {
  discount: Discount;
  now: number;
  onDelete: () => void;
}) {
  const off = d.type === 'percent' ? `${d.amount}% off` : `${formatUsd(d.amount)} off`;
  const limit = d.maxRedemptions === null ? '' : ` of ${d.maxRedemptions}`;
  const expired = d.endsAt !== null && new Date(d.endsAt).getTime() <= now;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Tag className="size-4 text-indigo-600" aria-hidden />
          <span className="font-mono font-semibold text-slate-900">{d.code}</span>
          <Badge variant="neutral">{off}</Badge>
          {expired && <Badge variant="warning">Expired</Badge>}
        </p>
        <p className="text-xs text-slate-500">
          {d.redemptions}
          {limit} used
          {d.reserved > 0 && ` · ${d.reserved} in checkout`}
          {d.projectIds.length > 0
            ? ` · ${d.projectIds.length} project${d.projectIds.length === 1 ? '' : 's'}`
            : ' · all your projects'}
          {d.endsAt && ` · ends ${formatDate(d.endsAt)}`}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        icon={<Trash2 className="size-4" aria-hidden />}
        onClick={onDelete}
        aria-label={`Delete the code ${d.code}`}
      >
        Delete
      </Button>
    </li>
  );
}

/** The form as typed: text inputs and selects. */
const EMPTY = {
  code: '',
  type: 'percent' as 'percent' | 'fixed',
  amount: '',
  projectId: '',
  maxRedemptions: '',
  endsAt: '',
};
type DiscountFormValues = typeof EMPTY;

/**
 * The form's inputs turned into the request, then checked by the request's own schema (the
 * server's texts); a blank code or amount gets the form's short texts first.
 */
const discountFormSchema = z
  .object({
    code: z.string().trim().min(1, 'Enter a code'),
    type: z.enum(['percent', 'fixed']),
    amount: z
      .string()
      .transform(Number)
      .refine((n) => Number.isFinite(n) && n > 0, 'Enter an amount above 0'),
    projectId: z.string(),
    maxRedemptions: z.string(),
    endsAt: z.string(),
  })
  .transform((v): CreateDiscountInput => ({
    code: v.code,
    type: v.type,
    amount: v.amount,
    projectIds: v.projectId ? [v.projectId] : [],
    maxRedemptions: v.maxRedemptions ? Number(v.maxRedemptions) : null,
    // The end of the chosen day, UTC.
    endsAt: v.endsAt ? `${v.endsAt}T23:59:59Z` : null,
  }))
  // The request is sent as built (dates as text); its schema only checks it.
  .superRefine(checkedBy(createDiscountInputSchema));

/** Where a request field's error shows: the form field that fills it. */
const fieldOf = {
  code: 'code',
  type: 'type',
  amount: 'amount',
  projectIds: 'projectId',
  maxRedemptions: 'maxRedemptions',
  endsAt: 'endsAt',
  startsAt: 'endsAt',
} as const;

function NewDiscountForm() {
  const create = useCreateDiscount();
  const dashboard = useDashboard();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormValues, unknown, CreateDiscountInput>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(discountFormSchema)(values, context, options);
      // Errors the request's schema finds are named after the request's fields.
      const mapped: Record<string, unknown> = {};
      for (const [name, error] of Object.entries(result.errors)) {
        mapped[fieldOf[name as keyof typeof fieldOf] ?? 'root'] ??= error;
      }
      return { values: result.values, errors: mapped } as typeof result;
    },
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const projects = (dashboard.data?.publishedProjects ?? []).filter(
    (p) => p.license.type !== 'free',
  );
  const field = (name: keyof DiscountFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root');
      },
    });
  const type = useWatch({ control, name: 'type' });
  const codeError = errors.code?.message;
  const amountError = errors.amount?.message;
  const maxError = errors.maxRedemptions?.message;
  const endsError = errors.endsAt?.message;

  const submit = handleSubmit(async (input) => {
    try {
      const d = await create.mutateAsync(input);
      notify('success', `Code ${d.code} created`);
      reset(EMPTY);
    } catch (err) {
      setError('root', { message: errorMessage(err, 'Failed to create the code') });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="New discount code"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field id="discount-code" label="Code" required error={codeError}>
        <Input
          {...fieldAria('discount-code', codeError)}
          {...field('code')}
          placeholder="LAUNCH20"
          autoComplete="off"
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="discount-type" label="Type">
          <Select
            id="discount-type"
            {...field('type')}
            options={[
              { value: 'percent', label: 'Percent' },
              { value: 'fixed', label: 'Fixed (USD)' },
            ]}
          />
        </Field>
        <Field id="discount-amount" label="Amount" required error={amountError}>
          <Input
            {...fieldAria('discount-amount', amountError)}
            type="number"
            min={0}
            step={type === 'percent' ? 1 : 0.01}
            inputMode="decimal"
            {...field('amount')}
          />
        </Field>
      </div>
      <Field id="discount-project" label="Project">
        <Select id="discount-project" {...field('projectId')}>
          <option value="">All my projects</option>
          {projects.map((p) => (
            <option key={p._id} value={p._id}>
              {p.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="discount-max" label="Max uses" hint="Blank: no limit." error={maxError}>
        <Input
          {...fieldAria('discount-max', maxError, true)}
          type="number"
          min={1}
          step={1}
          {...field('maxRedemptions')}
        />
      </Field>
      <Field id="discount-ends" label="Ends on" hint="Blank: never." error={endsError}>
        <Input {...fieldAria('discount-ends', endsError, true)} type="date" {...field('endsAt')} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" loading={isSubmitting} className="w-full">
          Create code
        </Button>
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 lg:col-span-3">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}
