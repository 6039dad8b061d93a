import { Link } from '@tanstack/react-router';
import { ArrowRight, Construction } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { adminAreas, getAdminArea } from '../nav';
import { PageHeader } from '../page-header';

// The stats, charts and activity lists arrive with the dashboard feature; until then this page
// is a map of the admin area.
export function DashboardPage() {
  const area = getAdminArea('dashboard');
  return (
    <>
      <PageHeader title="Dashboard" description="Welcome to the admin area." />
      <Alert className="mb-6">
        <Construction />
        <AlertTitle>This area arrives with the Dashboard feature</AlertTitle>
        <AlertDescription>{area.summary}</AlertDescription>
      </Alert>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {adminAreas
          .filter((candidate) => candidate.key !== 'dashboard')
          .map((candidate) => (
            <Link
              key={candidate.key}
              to={candidate.path}
              className="group flex gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40"
            >
              <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <candidate.icon className="size-4" />
              </div>
              <div className="min-w-0">
                <p className="flex items-center gap-1 font-medium text-sm">
                  {candidate.label}
                  <ArrowRight className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100" />
                </p>
                <p className="mt-0.5 line-clamp-2 text-muted-foreground text-xs">{candidate.summary}</p>
              </div>
            </Link>
          ))}
      </div>
    </>
  );
}
