import {
  createTokenInputSchema,
  type ApiToken,
  type CreatedToken,
  type CreateTokenInput,
} from '@codebazaar/shared';
import { TOKEN_SCOPE_DESCRIPTIONS, TOKEN_SCOPES } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { KeyRound } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useCreateToken, useRevokeToken, useTokens } from '../api/tokens';
import { CodeChoices } from './code-choices';
import { SecretShownOnce } from './secret-shown-once';

const EXPIRY = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

const day = (iso: string | null, none: string) => (iso ? formatDate(iso) : none);

/** The form as typed (the expiry is a select's text), turned into the token request. */
const tokenFormSchema = z
  .object({ name: z.string(), scopes: z.array(z.enum(TOKEN_SCOPES)), expiry: z.string() })
  .transform(({ name, scopes, expiry }) => ({
    name,
    scopes,
    ...(expiry ? { expiresInDays: Number(expiry) } : {}),
  }))
  .pipe(createTokenInputSchema);
type TokenFormValues = z.input<typeof tokenFormSchema>;

function CreateTokenForm({ onCreated }: { onCreated: (t: CreatedToken) => void }) {
  const id = useId();
  const create = useCreateToken();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<TokenFormValues, unknown, CreateTokenInput>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { name: '', scopes: ['projects:read'], expiry: '90' },
  });
  const [name, scopes] = useWatch({ control, name: ['name', 'scopes'] });
  const submit = handleSubmit(async (input) => {
    const token = await create.mutateAsync(input).catch(() => null);
    if (!token) return;
    resetField('name');
    onCreated(token);
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label="Create a token"
    >
      {create.isError && (
        <Alert variant="error">{errorMessage(create.error, 'Failed to create the token')}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Token name" error={errors.name?.message}>
          <Input
            {...fieldAria(`${id}-name`, errors.name?.message)}
            maxLength={100}
            placeholder="e.g. Release script"
            {...register('name')}
          />
        </Field>
        <Field id={`${id}-expiry`} label="Expires after" error={errors.expiry?.message}>
          <Select
            {...fieldAria(`${id}-expiry`, errors.expiry?.message)}
            options={EXPIRY}
            {...register('expiry')}
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => (
          <CodeChoices
            legend="Scopes"
            options={TOKEN_SCOPES}
            hints={TOKEN_SCOPE_DESCRIPTIONS}
            selected={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            errorId={`${id}-scopes-error`}
          />
        )}
      />
      <Button type="submit" loading={isSubmitting} disabled={!name.trim() || scopes.length === 0}>
        Create token
      </Button>
    </form>
  );
}

/** Personal access tokens for the seller API: create (secret shown once), list, revoke. */
export function ApiTokensSection() {
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [doomed, setDoomed] = useState<ApiToken | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-slate-500" aria-hidden />
          Personal access tokens
        </CardTitle>
        <p className="text-sm text-slate-600">
          Use a token as <code className="text-xs">Authorization: Bearer …</code> to call the API
          from scripts. It reaches only what its scopes allow, never your account settings.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {created && (
          <SecretShownOnce
            title={`Token "${created.name}" created`}
            label="New token"
            noun="token"
            value={created.token}
          >
            Copy it now: it will not be shown again.
          </SecretShownOnce>
        )}
        <CreateTokenForm onCreated={setCreated} />
        {tokens.isPending ? (
          <Spinner />
        ) : tokens.isError ? (
          <Alert variant="error">{errorMessage(tokens.error, 'Failed to load your tokens')}</Alert>
        ) : tokens.data.tokens.length === 0 ? (
          <p className="text-sm text-slate-500">No tokens yet.</p>
        ) : (
          <ul
            aria-label="Your tokens"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {tokens.data.tokens.map((t) => (
              <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {t.name} <code className="text-xs text-slate-500">{t.prefix}…</code>
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {t.scopes.map((s) => (
                      <Badge key={s}>{s}</Badge>
                    ))}
                  </div>
                  <p className="mt-1 text-xs text-slate-500">
                    Created {day(t.createdAt, '')} · Last used {day(t.lastUsedAt, 'never')} ·{' '}
                    {t.expiresAt ? `Expires ${day(t.expiresAt, '')}` : 'Never expires'}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setDoomed(t)}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {doomed && (
        <ConfirmDialog
          title={`Revoke "${doomed.name}"?`}
          message="Scripts using this token stop working at once."
          confirmLabel="Revoke token"
          danger
          busy={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(doomed.id, {
              onSuccess: () => toast.success('Token revoked'),
              onError: (err) => toast.error(errorMessage(err, 'Failed to revoke the token')),
              onSettled: () => setDoomed(null),
            })
          }
          onCancel={() => setDoomed(null)}
        />
      )}
    </Card>
  );
}
