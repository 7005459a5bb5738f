import { forgotPasswordInputSchema } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { MailCheck } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useForgotPassword } from '../api/account-recovery';
import { AuthLayout } from '../components/auth-layout';

type ForgotPasswordForm = z.infer<typeof forgotPasswordInputSchema>;

const SENT_TEXT =
  'If an account exists for that email, we have sent a link to reset your password. The link expires soon, so use it right away.';

export function Component() {
  useDocumentTitle('Forgot password');
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => mutation.mutate(values.email));

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your account email and we will send you a reset link."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className="font-medium text-indigo-600 hover:text-indigo-700">
            Back to sign in
          </Link>
        </>
      }
    >
      {mutation.isSuccess ? (
        <div className="space-y-4 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <p role="status" className="text-slate-700">
            {mutation.data?.message ?? SENT_TEXT}
          </p>
          <Button variant="outline" onClick={() => mutation.reset()}>
            Send to a different email
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {mutation.isError && (
            <Alert variant="error">
              {errorMessage(mutation.error, 'Could not send the reset email. Please try again.')}
            </Alert>
          )}
          <Field id="email" label="Email" error={errors.email?.message}>
            <Input
              {...fieldAria('email', errors.email?.message)}
              type="email"
              autoComplete="email"
              autoFocus
              {...register('email')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
