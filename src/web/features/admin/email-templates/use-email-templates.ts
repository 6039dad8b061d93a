import type {
  NewTemplateInput,
  PreviewInput,
  TemplateContent,
  TemplateVariable,
  TemplateWithVersions,
} from '@shared/contracts/email-templates';
import { emailTemplateAdminEndpoints as admin } from '@shared/endpoints/email-templates';
import type { Locale } from '@shared/i18n/locales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-call';

const KEY = ['admin', 'email-templates'] as const;

export function useTemplates() {
  return useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api(admin.list) });
}

/** One template in one language (its versions in that language). */
export function useTemplate(id: number | undefined, locale: Locale) {
  return useQuery({
    queryKey: [...KEY, 'one', id, locale],
    queryFn: () => api(admin.get, { params: { id: id as number }, query: { locale } }),
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
    queryFn: () => api(admin.version, { params: { id, versionId: versionId as number } }),
    enabled: versionId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The server's rendering of unsaved content with the template's sample values. */
export function usePreview(body: PreviewInput, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'preview', body],
    queryFn: () => api(admin.preview, { body }),
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
    }) => api(admin.save, { params: { id }, query: { locale }, body }),
    onSuccess: store,
  });
}

export function useActivateVersion() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ id, versionId }: { id: number; versionId: number }) =>
      api(admin.activate, { params: { id }, body: { versionId } }),
    onSuccess: store,
  });
}

export function useTestSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locale, body }: { id: number; locale: Locale; body?: Partial<TemplateContent> }) =>
      api(admin.test, { params: { id }, query: { locale }, body: body ?? {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}

export function useCreateTemplate() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: NewTemplateInput) => api(admin.create, { body }),
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
    }) => api(admin.update, { params: { id }, body }),
    onSuccess: store,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(admin.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...KEY, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}
