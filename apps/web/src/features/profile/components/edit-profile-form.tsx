import type { User } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const profileFormSchema = z.object({
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
});
type ProfileForm = z.infer<typeof profileFormSchema>;

const toFormValues = (user: User): ProfileForm => ({
  displayName: user.profile?.displayName ?? '',
  bio: user.profile?.bio ?? '',
  website: user.website ?? '',
});

/** Display name, bio and website, saved with PUT /api/auth/profile. */
export function EditProfileForm({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(user),
  });
  const bioLength = useWatch({ control, name: 'bio' }).length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile({
        displayName: values.displayName || null,
        bio: values.bio || null,
        website: values.website || null,
      });
      reset(toFormValues(updated));
      toast.success('Profile updated');
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
