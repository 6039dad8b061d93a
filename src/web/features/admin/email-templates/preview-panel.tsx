import type { PreviewResult } from '@shared/contracts/email-templates';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n/provider';

/**
 * What the e-mail looks like with the template's sample values: the subject, the HTML in a
 * sandboxed frame (sandbox="" — no scripts, no forms, no same-origin access) and the text version.
 */
export function PreviewPanel({
  preview,
  pending,
  fetching,
  error,
  testId = 'preview',
}: {
  preview: PreviewResult | undefined;
  pending: boolean;
  fetching: boolean;
  error: Error | null;
  testId?: string;
}) {
  const t = useT();
  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid={testId}>
      <Tabs defaultValue="html" className="gap-0">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <h2 className="font-semibold text-sm">{t('admin-email-templates.preview.title')}</h2>
            {fetching ? (
              <Spinner className="[&_svg]:size-3.5" label={t('admin-email-templates.preview.updating')} />
            ) : null}
          </div>
          <TabsList>
            <TabsTrigger value="html">{t('admin-email-templates.preview.html')}</TabsTrigger>
            <TabsTrigger value="text">{t('admin-email-templates.preview.text')}</TabsTrigger>
          </TabsList>
        </div>
        <div className="grid gap-3 p-4">
          {error ? (
            <Alert variant="destructive">
              <AlertTitle>{t('admin-email-templates.preview.failed')}</AlertTitle>
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ) : null}
          {preview ? (
            <>
              <p className="min-w-0 break-words text-sm">
                <span className="text-muted-foreground">{t('admin-email-templates.preview.subject')} </span>
                {preview.subject ? (
                  <span className="font-medium" data-testid={`${testId}-subject`} data-content>
                    {preview.subject}
                  </span>
                ) : (
                  <span className="font-medium" data-testid={`${testId}-subject`}>
                    {t('admin-email-templates.preview.noSubject')}
                  </span>
                )}
              </p>
              <VariableWarnings preview={preview} />
              <TabsContent value="html">
                <iframe
                  title={t('admin-email-templates.preview.frameTitle')}
                  sandbox=""
                  srcDoc={preview.html}
                  className="h-[28rem] w-full rounded-md border bg-white"
                  data-testid={`${testId}-html`}
                />
              </TabsContent>
              <TabsContent value="text">
                <pre
                  className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-xs"
                  data-testid={`${testId}-text`}
                >
                  {preview.text || t('admin-email-templates.preview.noText')}
                </pre>
              </TabsContent>
            </>
          ) : pending && !error ? (
            <Skeleton className="h-[28rem] w-full" />
          ) : null}
        </div>
      </Tabs>
    </Card>
  );
}

function VariableWarnings({ preview }: { preview: PreviewResult }) {
  const t = useT();
  const { unknownVariables, missingVariables } = preview;
  if (!unknownVariables.length && !missingVariables.length) return null;
  return (
    <Alert className="border-warning/30 bg-warning/5 text-warning" data-testid="variable-warnings">
      <AlertTriangle />
      <AlertTitle>{t('admin-email-templates.preview.checkVariables')}</AlertTitle>
      <AlertDescription>
        {unknownVariables.length ? (
          <p>
            {t('admin-email-templates.preview.unknown')} <Names names={unknownVariables} />
          </p>
        ) : null}
        {missingVariables.length ? (
          <p>
            {t('admin-email-templates.preview.missing')} <Names names={missingVariables} />
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function Names({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={name}>
          {index ? ', ' : null}
          <code
            className="break-all rounded bg-muted px-1 font-mono text-xs"
            translate="no"
          >{`{{${name}}}`}</code>
        </span>
      ))}
    </>
  );
}
