import type { AdminCoupon } from '@shared/contracts/billing';
import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { discountTerms } from '@/features/billing/discount-terms';
import { useT } from '@/i18n/provider';
import { formatDateTime, formatNumber } from '@/lib/utils';
import { ListStates } from '../list-kit/list-states';
import { RowIconButton } from '../list-kit/row-actions';
import { PageHeader } from '../page-header';
import { useAdminPlans } from '../subscription-plans/use-subscription-plans';
import { CouponEditorDialog } from './coupon-editor-dialog';
import { useAdminCoupons, useCouponAction } from './use-admin-coupons';

const expired = (coupon: AdminCoupon) =>
  coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= Date.now();

/**
 * Coupons and their promotion codes: the list with each one's redemptions, create, edit, and
 * delete (a redeemed coupon is retired instead: inactive, its history kept).
 */
export function AdminCouponsPage() {
  const t = useT();
  const coupons = useAdminCoupons();
  const plans = useAdminPlans();
  const action = useCouponAction();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const removal = useConfirmAction(async (coupon: AdminCoupon) => {
    await action.mutateAsync({ kind: 'delete', id: coupon.id });
    return coupon.redemptions > 0 ? t('admin-coupons.done.retired') : t('admin-coupons.done.deleted');
  });
  const planNames = new Map((plans.data ?? []).map((plan) => [plan.id, plan.name]));
  const paidPlans = (plans.data ?? []).filter((plan) => plan.priceMonthly > 0 || plan.priceYearly > 0);
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus /> {t('admin-coupons.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('admin-coupons.list.title')} description={t('admin-coupons.list.description')}>
        {newButton}
      </PageHeader>

      <ListStates
        query={coupons}
        errorTitle={t('admin-coupons.list.loadError')}
        skeletonRows={3}
        skeletonClassName="h-16 w-full"
        rows={(data) => data.coupons}
        empty={{
          icon: TicketPercent,
          title: t('admin-coupons.list.emptyTitle'),
          description: t('admin-coupons.list.emptyDescription'),
          action: newButton,
        }}
        card={false}
      >
        {(rows) => (
          <ul className="space-y-2">
            {rows.map((coupon) => (
              <li key={coupon.id}>
                <Card
                  className="flex-row items-center gap-3 px-3 py-3"
                  data-testid="admin-coupon"
                  data-code={coupon.code}
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <code className="font-mono font-semibold text-sm" data-content>
                        {coupon.code}
                      </code>
                      <span className="truncate text-muted-foreground text-sm" data-content>
                        {coupon.name}
                      </span>
                      {!coupon.active ? (
                        <Badge variant="secondary">{t('admin-coupons.list.inactive')}</Badge>
                      ) : expired(coupon) ? (
                        <Badge variant="secondary">{t('admin-coupons.list.expired')}</Badge>
                      ) : null}
                    </div>
                    <p className="text-sm" data-testid="admin-coupon-terms">
                      {discountTerms(coupon)}
                    </p>
                    <p className="text-muted-foreground text-xs" data-testid="admin-coupon-usage">
                      {coupon.maxRedemptions === null
                        ? t('admin-coupons.list.redemptions', { count: coupon.redemptions })
                        : t('admin-coupons.list.redemptionsOf', {
                            count: coupon.redemptions,
                            max: formatNumber(coupon.maxRedemptions),
                          })}
                      {' · '}
                      {coupon.expiresAt
                        ? t('admin-coupons.list.expiresAt', { date: formatDateTime(coupon.expiresAt) })
                        : t('admin-coupons.list.noExpiry')}
                      {' · '}
                      {coupon.planIds
                        ? coupon.planIds.map((id) => planNames.get(id) ?? `#${id}`).join(', ')
                        : t('admin-coupons.list.everyPlan')}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <RowIconButton
                      label={t('admin-coupons.list.edit', { code: coupon.code })}
                      onClick={() => setEditing(coupon)}
                    >
                      <Pencil />
                    </RowIconButton>
                    {coupon.redemptions > 0 && !coupon.active ? null : (
                      <RowIconButton
                        destructive
                        label={
                          coupon.redemptions > 0
                            ? t('admin-coupons.list.retire', { code: coupon.code })
                            : t('admin-coupons.list.delete', { code: coupon.code })
                        }
                        onClick={() => removal.ask(coupon)}
                      >
                        <Trash2 />
                      </RowIconButton>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <CouponEditorDialog
        open={editing !== null}
        coupon={editing === 'new' ? null : editing}
        plans={paidPlans}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        onSave={async (body) => {
          if (editing === 'new') {
            await action.mutateAsync({ kind: 'create', body });
            toast.success(t('admin-coupons.done.created'));
          } else if (editing) {
            await action.mutateAsync({ kind: 'update', id: editing.id, body });
            toast.success(t('admin-coupons.done.saved'));
          }
          setEditing(null);
        }}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={
          removal.pending && removal.pending.redemptions > 0
            ? t('admin-coupons.confirm.retireTitle')
            : t('admin-coupons.confirm.deleteTitle')
        }
        description={
          removal.pending
            ? removal.pending.redemptions > 0
              ? t('admin-coupons.confirm.retireDescription', {
                  code: removal.pending.code,
                  count: removal.pending.redemptions,
                })
              : t('admin-coupons.confirm.deleteDescription', { code: removal.pending.code })
            : ''
        }
        confirmLabel={
          removal.pending && removal.pending.redemptions > 0
            ? t('admin-coupons.confirm.retire')
            : t('admin-coupons.confirm.delete')
        }
        destructive
      />
    </>
  );
}
