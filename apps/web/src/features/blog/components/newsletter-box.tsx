import type { NewsletterSubscribeInput } from '@codebazaar/shared';
import { useForm } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Mail } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

const resolver = lazyZodResolver<NewsletterSubscribeInput>(() =>
  import('@codebazaar/shared').then((m) => m.newsletterSubscribeInputSchema),
);

/** 'Stay Updated': subscribes the email to the newsletter and shows the server's answer. */
export function NewsletterBox() {
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscribeInput>({
    // The schema (and zod) load on the first submit, not with the blog pages.
    resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (input) => {
    await subscribe
      .mutateAsync(input)
      .then(() => reset())
      .catch(() => undefined);
  });

  const error =
    errors.email?.message ??
    (subscribe.isError
      ? errorMessage(subscribe.error, 'Failed to subscribe. Please try again.')
      : null);

  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-sm"
    >
      <Mail className="mb-3 size-7 text-indigo-100" aria-hidden />
      <h2 id="newsletter-title" className="text-lg font-semibold">
        Stay Updated
      </h2>
      <p className="mt-1 text-sm text-indigo-100">
        Get the latest articles, tutorials and marketplace news in your inbox.
      </p>
      {subscribe.isSuccess ? (
        <Alert variant="success" className="mt-4">
          {subscribe.data.message}
        </Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <Input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email', { onChange: () => clearErrors('email') })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
            className="border-transparent"
          />
          {error && (
            <p
              id="newsletter-error"
              role="alert"
              className="rounded-lg bg-white/95 px-3 py-2 text-sm text-red-700"
            >
              {error}
            </p>
          )}
          <Button type="submit" variant="secondary" loading={isSubmitting} className="w-full">
            Subscribe
          </Button>
        </form>
      )}
    </section>
  );
}
