import { changePasswordInputSchema } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';

import { useChangePassword } from '../api/account';

const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const emptyValues: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyValues);
          toast.success('Password changed. Your other devices have been signed out.');
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {mutation.isError && (
            <Alert variant="error">{errorMessage(mutation.error, 'Password change failed')}</Alert>
          )}
          <Field
            id="currentPassword"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <PasswordInput
              {...fieldAria('currentPassword', errors.currentPassword?.message)}
              autoComplete="current-password"
              {...register('currentPassword')}
            />
          </Field>
          <Field
            id="newPassword"
            label="New password"
            error={errors.newPassword?.message}
            hint="At least 6 characters."
          >
            <PasswordInput
              {...fieldAria('newPassword', errors.newPassword?.message, true)}
              autoComplete="new-password"
              {...register('newPassword')}
            />
          </Field>
          <Field
            id="confirmNewPassword"
            label="Confirm new password"
            error={errors.confirmNewPassword?.message}
          >
            <PasswordInput
              {...fieldAria('confirmNewPassword', errors.confirmNewPassword?.message)}
              autoComplete="new-password"
              {...register('confirmNewPassword')}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={mutation.isPending}>
              Update password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
