import type { CouponInput } from '@shared/contracts/billing';
// Its own module: the billing endpoints' table, which the pricing page loads, stays without it.
import { couponAdminEndpoints as admin } from '@shared/endpoints/billing-coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

const couponsKey = ['admin', 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: () => api(admin.list) });
}

export type CouponAction =
  | { kind: 'create'; body: CouponInput }
  | { kind: 'update'; id: number; body: CouponInput }
  | { kind: 'delete'; id: number };

/** Every coupon write; the list refreshes afterwards (a failed one too: it may have changed meanwhile). */
export function useCouponAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CouponAction): Promise<unknown> => {
      switch (action.kind) {
        case 'create':
          return api(admin.create, { body: action.body });
        case 'update':
          return api(admin.update, { params: { id: action.id }, body: action.body });
        case 'delete':
          return api(admin.remove, { params: { id: action.id } });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
