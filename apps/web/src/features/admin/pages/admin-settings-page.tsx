import {
  SELLER_OF_RECORD_LIMITS,
  SETTINGS_MESSAGES,
  sellerOfRecordGaps,
  updateMarketplaceSettingsInputSchema,
  type MarketplaceSettings,
  type UpdateMarketplaceSettingsInput,
} from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useSettings, useUpdateSettings } from '../api/settings';

type SettingsOutput = z.output<typeof updateMarketplaceSettingsInputSchema>;

/** /admin/settings: the seller of record that receipts and the default legal pages name. */
export function Component() {
  useDocumentTitle('Settings');
  const { data, isPending, isError, error, refetch } = useSettings();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Settings"
        description="The marketplace's legal details, printed on every receipt and named by the default legal pages."
        actions={
          <ButtonLink to={paths.admin} variant="outline">
            Back to admin
          </ButtonLink>
        }
      />
      {isPending ? (
        <PageSpinner label="Loading the settings" />
      ) : isError ? (
        <Alert
          variant="error"
          title="Could not load the settings"
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <SettingsForm settings={data} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: MarketplaceSettings }) {
  const save = useUpdateSettings();
  const current = save.data ?? settings;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateMarketplaceSettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(updateMarketplaceSettingsInputSchema),
    defaultValues: { sellerOfRecord: settings.sellerOfRecord },
  });
  const onSubmit = handleSubmit((values) => save.mutate(values));
  const gaps = sellerOfRecordGaps(current.sellerOfRecord);
  const e = errors.sellerOfRecord;

  return (
    <Card>
      <CardContent className="p-6 sm:p-8">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Seller of record</h2>
            <p className="mt-1 text-sm text-slate-600">
              The party that charges buyers and issues receipts. Each receipt keeps the details it
              was issued with; a change applies to payments from now on and to the legal pages
              nobody has edited.{' '}
              {current.updatedAt ? (
                <>
                  Last saved{' '}
                  <time dateTime={current.updatedAt}>{formatDate(current.updatedAt)}</time>.
                </>
              ) : (
                'Not saved yet: the marketplace’s name is used.'
              )}
            </p>
          </div>
          {gaps.length > 0 && (
            <Alert variant="info" title="Missing details">
              <ul className="list-disc pl-5">
                {gaps.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            </Alert>
          )}
          {save.isSuccess && <Alert variant="success">{SETTINGS_MESSAGES.saved}</Alert>}
          {save.isError && (
            <Alert variant="error">{errorMessage(save.error, 'Failed to save the settings')}</Alert>
          )}
          <Field id="sor-name" label="Legal name" required error={e?.name?.message}>
            <Input
              {...fieldAria('sor-name', e?.name?.message)}
              autoComplete="organization"
              maxLength={SELLER_OF_RECORD_LIMITS.name}
              {...register('sellerOfRecord.name')}
            />
          </Field>
          <Field
            id="sor-address"
            label="Address"
            error={e?.address?.message}
            hint={`Postal address, one line per row (up to ${SELLER_OF_RECORD_LIMITS.address} characters).`}
          >
            <Textarea
              {...fieldAria('sor-address', e?.address?.message, true)}
              rows={4}
              autoComplete="street-address"
              {...register('sellerOfRecord.address')}
            />
          </Field>
          <Field
            id="sor-tax-id"
            label="Tax id"
            error={e?.taxId?.message}
            hint="VAT number or other tax registration, printed on receipts."
          >
            <Input
              {...fieldAria('sor-tax-id', e?.taxId?.message, true)}
              maxLength={SELLER_OF_RECORD_LIMITS.taxId}
              {...register('sellerOfRecord.taxId')}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
