/**
 * The box a usage chart fills (Recharts measures it). Hidden from assistive technology: the
 * figures it draws are also a table (meter-card.tsx).
 */
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export function ChartBox({ children }: { children: ReactElement }) {
  return (
    <div className="h-56 w-full min-w-0" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
