import {
  licenseKeySettingsInputSchema,
  type LicenseKeySettings,
  type LicenseKeySettingsInput,
  type LicenseKeyStatus,
  type Project,
  type SellerLicenseKey,
} from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { KeyRound, RefreshCw } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useKeyAction, useSaveKeySettings, useSellerKeys } from '../api/license-keys';

const STATUS: Record<
  LicenseKeyStatus,
  { label: string; variant: 'success' | 'neutral' | 'warning' }
> = {
  active: { label: 'Active', variant: 'success' },
  revoked: { label: 'Revoked', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'warning' },
  disabled: { label: 'Keys off', variant: 'neutral' },
};

/**
 * The seller's license keys per project (docs/license-keys.md): the key terms (on or off, keys
 * for free claims, activation limit, validity, certificate days) and each buyer's key, masked,
 * with its tier, status and activations; revoke and reset activations are logged with the key's
 * events.
 */
export function LicenseKeysManager({ projects }: { projects: Project[] }) {
  const [projectId, setProjectId] = useState<string | null>(projects[0]?._id ?? null);
  const selectId = useId();
  if (projects.length === 0) return null;
  return (
    <Card data-testid="license-keys-manager">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-indigo-600" aria-hidden />
          License keys
        </CardTitle>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-600">
            Project
          </label>
          <Select
            id={selectId}
            value={projectId ?? ''}
            onChange={(e) => setProjectId(e.target.value)}
            options={projects.map((p) => ({ value: p._id, label: p.title }))}
            className="w-56 max-w-full"
          />
        </div>
      </CardHeader>
      <CardContent>
        {projectId && <ProjectKeys key={projectId} projectId={projectId} />}
      </CardContent>
    </Card>
  );
}

function ProjectKeys({ projectId }: { projectId: string }) {
  const keys = useSellerKeys(projectId);
  if (keys.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading license keys" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <Alert
        variant="error"
        title={errorMessage(keys.error, 'Failed to load license keys')}
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            onClick={() => void keys.refetch()}
          >
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-5">
      <KeySettingsForm projectId={projectId} settings={keys.data.settings} />
      {keys.data.settings.enabled || keys.data.keys.length > 0 ? (
        <KeyTable projectId={projectId} keys={keys.data.keys} />
      ) : null}
    </div>
  );
}

const toField = (n: number | null) => (n === null ? '' : String(n));
const fromField = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** The settings form as typed: the numbers are text, blank meaning none. */
interface KeySettingsValues {
  enabled: boolean;
  freeClaims: boolean;
  limit: string;
  validity: string;
  certificateDays: string;
}

/** The form turned into the request, checked by the request's schema (the server's texts). */
const keySettingsFormSchema = (savedCertificateDays: number) =>
  z
    .object({
      enabled: z.boolean(),
      freeClaims: z.boolean(),
      limit: z.string(),
      validity: z.string(),
      certificateDays: z.string(),
    })
    .transform((v): LicenseKeySettingsInput => ({
      enabled: v.enabled,
      freeClaims: v.freeClaims,
      activationLimit: fromField(v.limit),
      validityDays: fromField(v.validity),
      // A blank field keeps the saved value; the server refuses anything out of 1–365.
      certificateDays: fromField(v.certificateDays) ?? savedCertificateDays,
    }))
    .pipe(licenseKeySettingsInputSchema);

/** Where a request field's error shows: the input that fills it. */
const fieldOf: Record<string, keyof KeySettingsValues> = {
  enabled: 'enabled',
  freeClaims: 'freeClaims',
  activationLimit: 'limit',
  validityDays: 'validity',
  certificateDays: 'certificateDays',
};

function KeySettingsForm({
  projectId,
  settings,
}: {
  projectId: string;
  settings: LicenseKeySettings;
}) {
  const save = useSaveKeySettings(projectId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KeySettingsValues, unknown, LicenseKeySettingsInput>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(keySettingsFormSchema(settings.certificateDays))(
        values,
        context,
        options,
      );
      const mapped: Record<string, unknown> = {};
      for (const [name, error] of Object.entries(result.errors)) {
        mapped[fieldOf[name] ?? 'root'] ??= error;
      }
      return { values: result.values, errors: mapped } as typeof result;
    },
    defaultValues: {
      enabled: settings.enabled,
      freeClaims: settings.freeClaims,
      limit: toField(settings.activationLimit),
      validity: toField(settings.validityDays),
      certificateDays: String(settings.certificateDays),
    },
  });
  const enabled = useWatch({ control, name: 'enabled' });
  const ids = {
    enabled: useId(),
    freeClaims: useId(),
    limit: useId(),
    validity: useId(),
    certificateDays: useId(),
    error: useId(),
  };
  const error = errors.root?.message;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      notify('success', 'License key settings saved');
    } catch (err) {
      setError('root', { message: errorMessage(err, 'Could not save the settings') });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-3"
      aria-describedby={error ? ids.error : undefined}
    >
      <label
        htmlFor={ids.enabled}
        className="flex items-center gap-2 text-sm font-medium text-slate-800"
      >
        <input
          id={ids.enabled}
          type="checkbox"
          {...register('enabled')}
          className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        Give every license of this project a license key
      </label>
      <label htmlFor={ids.freeClaims} className="flex items-center gap-2 text-sm text-slate-700">
        <input
          id={ids.freeClaims}
          type="checkbox"
          disabled={!enabled}
          {...register('freeClaims')}
          className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        Free claims get a key too (off: only paid licenses have keys)
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={ids.limit} label="Activations per key" error={errors.limit?.message}>
          <Input
            {...fieldAria(ids.limit, errors.limit?.message)}
            inputMode="numeric"
            {...register('limit')}
            placeholder="Unlimited"
            disabled={!enabled}
          />
        </Field>
        <Field id={ids.validity} label="Valid for (days)" error={errors.validity?.message}>
          <Input
            {...fieldAria(ids.validity, errors.validity?.message)}
            inputMode="numeric"
            {...register('validity')}
            placeholder="Forever"
            disabled={!enabled}
          />
        </Field>
        <Field
          id={ids.certificateDays}
          label="Certificates last (days)"
          error={errors.certificateDays?.message}
          hint="1 to 365; a buyer downloads a fresh one when it runs out."
        >
          <Input
            {...fieldAria(ids.certificateDays, errors.certificateDays?.message, true)}
            inputMode="numeric"
            {...register('certificateDays')}
            disabled={!enabled}
          />
        </Field>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" loading={isSubmitting}>
        Save key settings
      </Button>
    </form>
  );
}

function KeyTable({ projectId, keys }: { projectId: string; keys: SellerLicenseKey[] }) {
  const action = useKeyAction(projectId);
  const [confirm, setConfirm] = useState<{
    key: SellerLicenseKey;
    action: 'revoke' | 'reset-activations';
  } | null>(null);

  if (keys.length === 0) {
    return <p className="text-sm text-slate-500">No keys yet: each new license gets one.</p>;
  }

  const run = () => {
    if (!confirm) return;
    action.mutate(
      { licenseId: confirm.key.licenseId, action: confirm.action },
      {
        onSuccess: () => {
          notify(
            'success',
            confirm.action === 'revoke' ? 'License key revoked' : 'Activations reset',
          );
          setConfirm(null);
        },
        onError: (err) => {
          notify('error', errorMessage(err, 'The action failed'));
          setConfirm(null);
        },
      },
    );
  };

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[42rem] text-left text-sm" data-testid="seller-license-keys">
          <caption className="sr-only">License keys of this project</caption>
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Key
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Buyer
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                License
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Activations
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Issued
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.map((k) => (
              <tr key={k.licenseId}>
                <td className="py-2 pr-3 font-mono text-xs text-slate-700">{k.maskedKey}</td>
                <td className="py-2 pr-3 text-slate-800">{k.buyer}</td>
                <td className="py-2 pr-3 text-slate-700">
                  {k.kind === 'paid' ? 'Paid' : 'Free claim'}
                </td>
                <td className="py-2 pr-3">
                  <Badge variant={STATUS[k.status].variant}>{STATUS[k.status].label}</Badge>
                </td>
                <td className="py-2 pr-3 text-slate-700">
                  {k.activations.used}
                  {k.activations.limit === null ? '' : ` of ${k.activations.limit}`}
                </td>
                <td className="py-2 pr-3 text-slate-600">{formatDate(k.issuedAt)}</td>
                <td className="py-2">
                  <div className="flex justify-end gap-1.5">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={k.activations.used === 0}
                      aria-label={`Reset activations of the key of ${k.buyer}`}
                      onClick={() => setConfirm({ key: k, action: 'reset-activations' })}
                    >
                      Reset
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={k.status === 'revoked'}
                      aria-label={`Revoke the key of ${k.buyer}`}
                      onClick={() => setConfirm({ key: k, action: 'revoke' })}
                    >
                      Revoke
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirm && (
        <ConfirmDialog
          title={
            confirm.action === 'revoke'
              ? `Revoke the key of ${confirm.key.buyer}?`
              : `Reset the activations of ${confirm.key.buyer}'s key?`
          }
          message={
            confirm.action === 'revoke'
              ? 'Programs that check this key online will refuse it from now on. This cannot be undone.'
              : 'Every machine activated with this key is forgotten; the buyer can activate again.'
          }
          confirmLabel={confirm.action === 'revoke' ? 'Revoke key' : 'Reset activations'}
          danger={confirm.action === 'revoke'}
          busy={action.isPending}
          onConfirm={run}
          onCancel={() => setConfirm(null)}
        />
      )}
    </>
  );
}
