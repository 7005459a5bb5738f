import type { BillingDetails } from '@codebazaar/shared';
import { countryNames, RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBilling, useSaveBilling } from '@/lib/queries/billing';

interface BillingForm {
  country: string;
  vatId: string;
}

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
  const { register, handleSubmit } = useForm<BillingForm>({
    defaultValues: { country: details.country ?? '', vatId: details.vatId ?? '' },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { country: values.country || null, vatId: values.vatId.trim() || null },
      { onSuccess: () => toast.success(RECEIPT_MESSAGES.billingSaved) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Printed on your receipts.
        {details.taxCollected && ' Tax at checkout is calculated for your billing country.'}
      </p>
      {save.isError && (
        <Alert variant="error" title={errorMessage(save.error, 'Billing details were not saved')} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="billing-country" label="Billing country">
          <Select {...fieldAria('billing-country')} {...register('country')}>
            <option value="">Not set</option>
            {/* In the viewer's languages, sorted as they sort. */}
            {[...countryNames(navigator.languages)].map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="billing-vat" label="VAT ID (optional)">
          <Input {...fieldAria('billing-vat')} autoComplete="off" {...register('vatId')} />
        </Field>
      </div>
      <Button type="submit" loading={save.isPending}>
        Save billing details
      </Button>
    </form>
  );
}
