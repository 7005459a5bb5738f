import { resetPasswordInputSchema } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useResetPassword } from '../api/account-recovery';
import { AuthLayout } from '../components/auth-layout';

const resetFormSchema = z
  .object({ password: resetPasswordInputSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

export function Component() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success('Your password has been reset. Please sign in with your new password.');
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  const requestNewLink = (
    <Link to={paths.forgotPassword} className={buttonClasses({ variant: 'outline' })}>
      Request a new link
    </Link>
  );

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Signing in again is needed on every device."
    >
      {!token ? (
        <Alert variant="error" title="Reset link is invalid" action={requestNewLink}>
          This page needs the link from your reset email.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {mutation.isError && (
            <Alert variant="error" action={requestNewLink}>
              {errorMessage(mutation.error, 'Could not reset your password. Please try again.')}
            </Alert>
          )}
          <Field
            id="password"
            label="New password"
            error={errors.password?.message}
            hint="At least 6 characters."
          >
            <PasswordInput
              {...fieldAria('password', errors.password?.message, true)}
              autoComplete="new-password"
              autoFocus
              {...register('password')}
            />
          </Field>
          <Field
            id="confirmPassword"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              {...fieldAria('confirmPassword', errors.confirmPassword?.message)}
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            Reset password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
