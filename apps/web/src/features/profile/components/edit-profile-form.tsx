import { AUTH_MESSAGES, emailSchema, type UpdateProfileInput, type User } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form's rules; the current password is asked for only when the email address changes. */
const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      email: emailSchema,
      currentPassword: z.string(),
      displayName: z.string().trim().max(80, 'Display name must be at most 80 characters'),
      bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters'),
      website: z
        .string()
        .trim()
        .max(500, 'Website must be at most 500 characters')
        .refine(
          (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
          'Please enter a valid URL starting with http:// or https://',
        ),
    })
    .refine((v) => sameEmail(v.email, currentEmail) || v.currentPassword !== '', {
      message: AUTH_MESSAGES.currentPasswordRequiredForEmail,
      path: ['currentPassword'],
    });
type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

const toFormValues = (user: User): ProfileForm => ({
  email: user.email ?? '',
  currentPassword: '',
  displayName: user.profile?.displayName ?? '',
  bio: user.profile?.bio ?? '',
  website: user.website ?? '',
});

/**
 * Email, display name, bio and website, saved with PUT /api/auth/profile. A new email address
 * takes the current password, and is only sent when it differs from the account's.
 */
export function EditProfileForm({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const schema = useMemo(() => profileFormSchema(user.email ?? ''), [user.email]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(user),
  });
  const bioLength = useWatch({ control, name: 'bio' }).length;
  const emailChanged = !sameEmail(useWatch({ control, name: 'email' }), user.email ?? '');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const input: UpdateProfileInput = {
        displayName: values.displayName || null,
        bio: values.bio || null,
        website: values.website || null,
      };
      if (emailChanged) {
        input.email = values.email;
        input.currentPassword = values.currentPassword;
      }
      const updated = await updateProfile(input);
      reset(toFormValues(updated));
      // The same words whether or not the address was free: the server does not tell either.
      toast.success(
        emailChanged
          ? 'Profile updated. If the new email address can be used, we sent it a link to confirm the change.'
          : 'Profile updated',
      );
    } catch (err) {
      setError('root', { message: errorMessage(err, 'Profile update failed') });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Edit profile</CardTitle>
        <p className="mt-1 text-sm text-slate-600">This is what buyers see on your author page.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {errors.root?.message && <Alert variant="error">{errors.root.message}</Alert>}
          <Field
            id="email"
            label="Email"
            error={errors.email?.message}
            hint={
              emailChanged
                ? 'Your address changes once you follow the link we send to the new one.'
                : user.pendingEmail
                  ? `Waiting for confirmation of ${user.pendingEmail}: follow the link we sent there.`
                  : undefined
            }
          >
            <Input
              {...fieldAria('email', errors.email?.message, emailChanged)}
              type="email"
              autoComplete="email"
              {...register('email')}
            />
          </Field>
          {emailChanged && (
            <Field
              id="emailCurrentPassword"
              label="Current password (to change your email)"
              error={errors.currentPassword?.message}
            >
              <PasswordInput
                {...fieldAria('emailCurrentPassword', errors.currentPassword?.message)}
                autoComplete="current-password"
                {...register('currentPassword')}
              />
            </Field>
          )}
          <Field id="displayName" label="Display name" error={errors.displayName?.message}>
            <Input
              {...fieldAria('displayName', errors.displayName?.message)}
              autoComplete="name"
              placeholder={user.username}
              {...register('displayName')}
            />
          </Field>
          <Field
            id="bio"
            label="Bio"
            error={errors.bio?.message}
            hint={`${bioLength}/1000 characters`}
          >
            <Textarea
              {...fieldAria('bio', errors.bio?.message, true)}
              rows={4}
              placeholder="What do you build? Which technologies do you love?"
              {...register('bio')}
            />
          </Field>
          <Field id="website" label="Website" error={errors.website?.message}>
            <Input
              {...fieldAria('website', errors.website?.message)}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              {...register('website')}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="ghost"
              disabled={!isDirty || isSubmitting}
              onClick={() => reset(toFormValues(user))}
            >
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
