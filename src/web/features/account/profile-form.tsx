import { zodResolver } from '@hookform/resolvers/zod';
import { imageUrlSchema, updateMeBody } from '@shared/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { meQueryOptions } from '@/features/auth/session';
import { type Me, meApi } from '@/lib/api/me';
import { applyApiError } from '@/lib/forms';

export function ProfileForm({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(updateMeBody),
    defaultValues: { name: user.name, image: user.image ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' }) ?? '';
  const name = useWatch({ control: form.control, name: 'name' });
  const previewImage = image && imageUrlSchema.safeParse(image).success ? image : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // An empty image field removes the picture.
      const { user: updated } = await meApi.update({ name: values.name, image: values.image || null });
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      form.reset({ name: updated.name, image: updated.image ?? '' });
      toast.success('Profile saved.');
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'image']);
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Profile" className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear across the product.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <div className="flex flex-col items-center gap-2">
            <UserAvatar
              name={name || user.name}
              email={user.email}
              image={previewImage}
              className="size-20 text-xl"
            />
            <span className="text-muted-foreground text-xs">Preview</span>
          </div>
          <div className="grid gap-4">
            <FormError message={errors.root?.message} />
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField
              label="Profile image URL"
              error={errors.image?.message ?? undefined}
              description="An https:// address of a square image. Leave empty to use your initials."
            >
              <Input type="url" inputMode="url" placeholder="https://…" {...form.register('image')} />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <Button
            type="button"
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset()}
          >
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
