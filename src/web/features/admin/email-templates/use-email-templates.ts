import type { Locale } from '@shared/i18n/locales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import {
  emailTemplatesApi,
  type NewTemplateBody,
  type PreviewBody,
  type TemplateContent,
  type TemplateVariable,
  type TemplateWithVersions,
} from '@/lib/api/email-templates';

const KEY = ['admin', 'email-templates'] as const;

export function useTemplates() {
  return useQuery({ queryKey: [...KEY, 'list'], queryFn: emailTemplatesApi.list });
}

/** One template in one language (its versions in that language). */
export function useTemplate(id: number | undefined, locale: Locale) {
  return useQuery({
    queryKey: [...KEY, 'one', id, locale],
    queryFn: () => emailTemplatesApi.get(id as number, locale),
    enabled: id !== undefined,
    // The editor holds unsaved text: never refetch under it.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
  });
}

export function useTemplateVersion(id: number, versionId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'version', id, versionId],
    queryFn: () => emailTemplatesApi.version(id, versionId as number),
    enabled: versionId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The server's rendering of unsaved content with the template's sample values. */
export function usePreview(body: PreviewBody, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'preview', body],
    queryFn: () => emailTemplatesApi.preview(body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * After a write: the list, and the template's query in the answer's language gets it at once
 * (the other languages' queries are refetched when opened: name and variables are shared).
 */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (answer: TemplateWithVersions) => {
    queryClient.removeQueries({
      queryKey: [...KEY, 'one', answer.template.id],
      predicate: (query) => query.queryKey[3] !== answer.template.locale,
    });
    queryClient.setQueryData([...KEY, 'one', answer.template.id, answer.template.locale], answer);
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
}

export function useSaveTemplate() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({
      id,
      locale,
      body,
    }: {
      id: number;
      locale: Locale;
      body: TemplateContent & { activate?: boolean };
    }) => emailTemplatesApi.save(id, locale, body),
    onSuccess: store,
  });
}

export function useActivateVersion() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ id, versionId }: { id: number; versionId: number }) =>
      emailTemplatesApi.activate(id, versionId),
    onSuccess: store,
  });
}

export function useTestSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locale, body }: { id: number; locale: Locale; body?: Partial<TemplateContent> }) =>
      emailTemplatesApi.test(id, locale, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}

export function useCreateTemplate() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: NewTemplateBody) => emailTemplatesApi.create(body),
    onSuccess: store,
  });
}

export function useUpdateTemplateMeta() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { name?: string; description?: string; variables?: TemplateVariable[] };
    }) => emailTemplatesApi.update(id, body),
    onSuccess: store,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailTemplatesApi.remove(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...KEY, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}
