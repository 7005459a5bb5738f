import { updateBillingInputSchema, type BillingDetails } from '@codebazaar/shared';
import { countryNames, RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBilling, useSaveBilling } from '@/lib/queries/billing';

type BillingForm = z.input<typeof updateBillingInputSchema>;
type SavedBilling = z.output<typeof updateBillingInputSchema>;

/** The billing country and VAT ID on the buyer's receipts (docs/receipts-and-tax.md). */
export function BillingDetailsSection() {
  const billing = useBilling();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing details</CardTitle>
      </CardHeader>
      <CardContent>
        {billing.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading billing details" />
          </div>
        ) : billing.isError ? (
          <Alert
            variant="error"
            title={errorMessage(billing.error, 'Billing details could not be loaded')}
            action={
              <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <BillingDetailsForm details={billing.data} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const save = useSaveBilling();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BillingForm, unknown, SavedBilling>({
    // The request's schema: a blank field clears it, the VAT ID is checked and normalised.
    resolver: zodResolver(updateBillingInputSchema),
    defaultValues: { country: details.country ?? '', vatId: details.vatId ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await save
      .mutateAsync(values)
      .then(() => toast.success(RECEIPT_MESSAGES.billingSaved))
      .catch(() => undefined);
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Printed on your receipts.
        {details.taxCollected && ' Tax at checkout is calculated for your billing country.'}
      </p>
      {save.isError && (
        <Alert variant="error" title={errorMessage(save.error, 'Billing details were not saved')} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="billing-country" label="Billing country" error={errors.country?.message}>
          <Select
            {...fieldAria('billing-country', errors.country?.message)}
            {...register('country')}
          >
            <option value="">Not set</option>
            {/* In the viewer's languages, sorted as they sort. */}
            {[...countryNames(navigator.languages)].map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="billing-vat" label="VAT ID (optional)" error={errors.vatId?.message}>
          <Input
            {...fieldAria('billing-vat', errors.vatId?.message)}
            autoComplete="off"
            {...register('vatId')}
          />
        </Field>
      </div>
      <Button type="submit" loading={isSubmitting}>
        Save billing details
      </Button>
    </form>
  );
}
