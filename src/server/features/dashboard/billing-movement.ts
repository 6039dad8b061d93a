/**
 * What a founder reads first about billing, over the dashboard's range: trials started and
 * converted, MRR movement (new, expansion, contraction, churn) and payments failed and recovered.
 * One aggregate over `subscription_movement` (billing/subscription-movements.ts says what counts
 * as MRR), using its index on `at`. No upper bound: nothing real lies after now, and what the
 * local provider's clock ran (stamped ahead of the real time) belongs to the range it was moved in.
 */
import { sql } from 'drizzle-orm';
import type { DashboardOut } from '../../../shared/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import type { Axis } from './range.ts';

type Row = Record<
  | 'trials_started'
  | 'trials_converted'
  | 'new_mrr'
  | 'expansion'
  | 'contraction'
  | 'churn'
  | 'payments_failed'
  | 'payments_recovered',
  string | number | null
>;

export async function billingMovement(db: Db, axis: Axis): Promise<DashboardOut['billing']> {
  const { rows } = (await db.execute(sql`select
      count(*) filter (where status = 'trialing' and previous_status is distinct from 'trialing') as trials_started,
      count(*) filter (where previous_status = 'trialing' and status = 'active') as trials_converted,
      sum(mrr) filter (where previous_mrr = 0 and mrr > 0) as new_mrr,
      sum(mrr - previous_mrr) filter (where previous_mrr > 0 and mrr > previous_mrr) as expansion,
      sum(previous_mrr - mrr) filter (where mrr > 0 and mrr < previous_mrr) as contraction,
      sum(previous_mrr) filter (where mrr = 0 and previous_mrr > 0) as churn,
      count(*) filter (where status = 'past_due' and previous_status in ('active', 'trialing')) as payments_failed,
      count(*) filter (where status = 'active' and previous_status in ('past_due', 'unpaid')) as payments_recovered
    from subscription_movement where at >= ${axis.from}`)) as { rows: Row[] };
  const n = (key: keyof Row) => Number(rows[0]?.[key] ?? 0);
  const movement = {
    new: n('new_mrr'),
    expansion: n('expansion'),
    contraction: n('contraction'),
    churn: n('churn'),
  };
  return {
    trialsStarted: n('trials_started'),
    trialsConverted: n('trials_converted'),
    mrrMovement: {
      ...movement,
      net: movement.new + movement.expansion - movement.contraction - movement.churn,
    },
    paymentsFailed: n('payments_failed'),
    paymentsRecovered: n('payments_recovered'),
  };
}
