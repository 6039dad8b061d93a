import { CreditCard, FileText, LayoutDashboard, Lock, Mail, UserRoundCheck } from 'lucide-react';

const features = [
  {
    icon: UserRoundCheck,
    title: 'Accounts & sessions',
    description:
      'Sign-up with e-mail verification, password reset, HttpOnly session cookies, roles and bans, ready on day one.',
  },
  {
    icon: CreditCard,
    title: 'Subscriptions & billing',
    description:
      'Free, Pro and Startup plans with Stripe checkout and billing portal, plus a local provider that works offline.',
  },
  {
    icon: LayoutDashboard,
    title: 'A complete admin area',
    description:
      'Users, content, plans, e-mail templates, security logs, waitlist, feedback and more, behind a server-side guard.',
  },
  {
    icon: FileText,
    title: 'Blog & content',
    description:
      'Markdown posts with categories, tags, scheduling and likes, plus FAQs, a changelog and testimonials.',
  },
  {
    icon: Mail,
    title: 'Transactional e-mail',
    description:
      'Editable templates, SMTP in production and an inspectable outbox in development, with every message recorded.',
  },
  {
    icon: Lock,
    title: 'Secure by default',
    description:
      'Rate limits, same-origin checks, a strict Content-Security-Policy and an audit log of every admin action.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 border-t bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm">Everything before the first feature</p>
          <h2 className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
            The boring parts, done properly
          </h2>
          <p className="mt-4 text-muted-foreground">
            Every SaaS needs the same foundation. Skip months of plumbing and start on what makes yours
            different.
          </p>
        </div>
        <div className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <div
              key={feature.title}
              className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <feature.icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{feature.description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
