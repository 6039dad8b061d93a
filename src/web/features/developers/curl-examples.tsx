/**
 * How to call the API with a key, as `curl` lines for this site: list the projects (projects:read)
 * and record usage (usage:write). With the new secret right after creation; with a placeholder on
 * the page, where no secret is ever shown again.
 */
import { useT } from '@/i18n/provider';
import { CopyButton } from './copy-button';

export const SECRET_PLACEHOLDER = 'sk_YOUR_KEY';

export function curlExamples(origin: string, secret: string): string[] {
  const auth = `-H "Authorization: Bearer ${secret}"`;
  return [
    `curl ${auth} ${origin}/api/projects`,
    `curl -X POST ${auth} -H "Content-Type: application/json" -d '{"meter":"exports","quantity":1,"idempotencyKey":"export-1"}' ${origin}/api/usage`,
  ];
}

export function CurlExamples({ secret = SECRET_PLACEHOLDER }: { secret?: string }) {
  const t = useT();
  const [list, record] = curlExamples(window.location.origin, secret);
  return (
    <div className="grid gap-3" data-testid="curl-examples">
      <Example title={t('developers.examples.listProjects')} command={list ?? ''} />
      <Example title={t('developers.examples.recordUsage')} command={record ?? ''} />
    </div>
  );
}

function Example({ title, command }: { title: string; command: string }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-sm">{title}</p>
        <CopyButton text={command} label={t('developers.examples.copy')} />
      </div>
      <pre
        className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-muted p-3 font-mono text-xs"
        translate="no"
        data-testid="curl-example"
      >
        {command}
      </pre>
    </div>
  );
}
