import { imageUrlSchema, updateMeBody } from '@shared/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { UrlField } from '@/components/ui/form-fields';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { type Me, meApi } from '@/lib/api/me';
import { uploadLimitText } from '@/lib/api/uploads';
import { apiErrorMessage, applyApiError } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';
import { ImagePickerButtons } from '../uploads/image-picker-buttons';
import { useImagePicker } from '../uploads/use-image-picker';
import { PROFILE_MESSAGES } from './profile-messages';

export function ProfileForm({ user }: { user: Me }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(updateMeBody, PROFILE_MESSAGES),
    defaultValues: { name: user.name, image: user.image ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' }) ?? '';
  const name = useWatch({ control: form.control, name: 'name' });
  const previewImage = image && imageUrlSchema.safeParse(image).success ? image : null;

  /** The picture is saved at once (upload, or remove): the header's avatar follows. */
  const saveImage = async (url: string | null) => {
    try {
      const { user: updated } = await meApi.update({ image: url });
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      form.reset({ ...form.getValues(), image: updated.image ?? '' }, { keepDirtyValues: false });
      toast.success(translate(url ? 'account.profile.pictureUpdated' : 'account.profile.pictureRemoved'));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };
  const picker = useImagePicker({ onUploaded: (url) => void saveImage(url) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // An empty image field removes the picture.
      const { user: updated } = await meApi.update({ name: values.name, image: values.image || null });
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      form.reset({ name: updated.name, image: updated.image ?? '' });
      toast.success(translate('account.profile.saved'));
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'image']);
    }
  });

  return (
    <Card>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('account.profile.title')}
        className="flex flex-col gap-6"
      >
        <CardHeader>
          <CardTitle>{t('account.profile.title')}</CardTitle>
          <CardDescription>{t('account.profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <div className="flex flex-col items-center gap-2">
            <UserAvatar
              name={name || user.name}
              email={user.email}
              image={previewImage}
              className="size-20 text-xl"
            />
            <ImagePickerButtons
              picker={picker}
              fileLabel={t('account.profile.pictureFile')}
              uploadLabel={t('account.profile.uploadPicture')}
              removeLabel={t('account.profile.removePicture')}
              onRemove={user.image ? () => void saveImage(null) : undefined}
            />
            <span className="max-w-40 text-center text-muted-foreground text-xs" data-testid="avatar-rule">
              {t('account.profile.pictureRule', {
                rule: t('uploads.rule.image', { limit: uploadLimitText() }),
              })}
            </span>
          </div>
          <div className="grid gap-4">
            <FormError message={errors.root?.message} />
            <FormField label={t('account.profile.name')} error={errors.name?.message}>
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <UrlField
              form={form}
              name="image"
              label={t('account.profile.imageUrl')}
              description={t('account.profile.imageUrlHint')}
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <Button
            type="button"
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset()}
          >
            {t('account.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('account.profile.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
