import { Check } from 'lucide-react';
import { useT } from '@/i18n/provider';

// Product names stay as they are; what each one brings is a message id.
const stack = [
  ['Fastify 5', 'home.stack.fastify'],
  ['React 19 + Vite', 'home.stack.react'],
  ['PostgreSQL', 'home.stack.postgres'],
  ['TypeScript', 'home.stack.typescript'],
] as const;

const promises = [
  'home.stack.promise.start',
  'home.stack.promise.tests',
  'home.stack.promise.scale',
] as const;

export function StackSection() {
  const t = useT();
  return (
    <section id="stack" className="scroll-mt-20 border-t">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-2">
        <div>
          <p className="font-semibold text-primary text-sm">{t('home.stack.eyebrow')}</p>
          <h2 className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
            {t('home.stack.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('home.stack.intro')}</p>
          <ul className="mt-8 space-y-3">
            {promises.map((promise) => (
              <li key={promise} className="flex items-start gap-3 text-sm">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4">
          <div className="overflow-hidden rounded-xl border bg-zinc-950 text-zinc-100 shadow-lg">
            <div className="flex items-center gap-1.5 border-zinc-800 border-b px-4 py-2.5">
              <span className="size-2.5 rounded-full bg-zinc-700" />
              <span className="size-2.5 rounded-full bg-zinc-700" />
              <span className="size-2.5 rounded-full bg-zinc-700" />
              <span className="ml-2 text-xs text-zinc-400">{t('home.stack.terminal')}</span>
            </div>
            <pre className="overflow-x-auto p-4 font-mono text-[13px] leading-relaxed" translate="no">
              <code>
                <span className="text-zinc-500">$</span> npm install{'\n'}
                <span className="text-zinc-500">$</span> npm start{'\n'}
                <span className="text-emerald-400">✓</span> migrations applied{'\n'}
                <span className="text-emerald-400">✓</span> listening on http://localhost:3000
              </code>
            </pre>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {stack.map(([name, detail]) => (
              <div key={name} className="rounded-lg border bg-card p-4">
                <p className="font-medium text-sm" translate="no">
                  {name}
                </p>
                <p className="mt-1 text-muted-foreground text-xs">{t(detail)}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
