import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PreviewResult } from '@/lib/api/email-templates';

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
  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid={testId}>
      <Tabs defaultValue="html" className="gap-0">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <h2 className="font-semibold text-sm">Preview</h2>
            {fetching ? <Spinner className="[&_svg]:size-3.5" label="Updating the preview" /> : null}
          </div>
          <TabsList>
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="text">Text</TabsTrigger>
          </TabsList>
        </div>
        <div className="grid gap-3 p-4">
          {error ? (
            <Alert variant="destructive">
              <AlertTitle>Could not render the preview</AlertTitle>
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ) : null}
          {preview ? (
            <>
              <p className="min-w-0 break-words text-sm">
                <span className="text-muted-foreground">Subject: </span>
                <span className="font-medium" data-testid={`${testId}-subject`}>
                  {preview.subject || '(no subject)'}
                </span>
              </p>
              <VariableWarnings preview={preview} />
              <TabsContent value="html">
                <iframe
                  title="E-mail preview"
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
                  {preview.text || 'This e-mail has no text version.'}
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
  const { unknownVariables, missingVariables } = preview;
  if (!unknownVariables.length && !missingVariables.length) return null;
  return (
    <Alert className="border-warning/30 bg-warning/5 text-warning" data-testid="variable-warnings">
      <AlertTriangle />
      <AlertTitle>Check the variables</AlertTitle>
      <AlertDescription>
        {unknownVariables.length ? (
          <p>
            Not variables of this template (they render empty): <Names names={unknownVariables} />
          </p>
        ) : null}
        {missingVariables.length ? (
          <p>
            No value in this preview: <Names names={missingVariables} />
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
          <code className="break-all rounded bg-muted px-1 font-mono text-xs">{`{{${name}}}`}</code>
        </span>
      ))}
    </>
  );
}
