/**
 * Tests only: a small HTTP server that answers the few Stripe API endpoints billing calls
 * (form-encoded requests, JSON responses), so the real SDK runs against the network boundary.
 * `fail` makes one path answer 500 or drop the connection, to test outages.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

const isMetered = (price: Obj | undefined) => (price?.recurring as Obj | undefined)?.usage_type === 'metered';

/** A subscription update's `items[n][…]`, in order. */
function itemChanges(params: Record<string, string>) {
  const indexes = new Set<number>();
  for (const key of Object.keys(params)) {
    const match = /^items\[(\d+)\]/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((n) => ({
      id: params[`items[${n}][id]`],
      price: params[`items[${n}][price]`],
      quantity: params[`items[${n}][quantity]`],
      deleted: params[`items[${n}][deleted]`] === 'true',
    }));
}

/** A tiered price's `tiers[n][…]` (up_to, unit_amount, unit_amount_decimal), in order. */
function tiersOf(params: Record<string, string>) {
  const tiers: Obj[] = [];
  for (let n = 0; params[`tiers[${n}][up_to]`] !== undefined; n++) {
    const upTo = params[`tiers[${n}][up_to]`];
    tiers.push({
      up_to: upTo === 'inf' ? null : Number(upTo),
      unit_amount:
        params[`tiers[${n}][unit_amount]`] === undefined ? null : Number(params[`tiers[${n}][unit_amount]`]),
      unit_amount_decimal: params[`tiers[${n}][unit_amount_decimal]`] ?? null,
    });
  }
  return tiers;
}

export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const store = {
    customers: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    coupons: new Map<string, Obj>(),
    promotionCodes: new Map<string, Obj>(),
    subscriptionSchedules: new Map<string, Obj>(),
    meters: new Map<string, Obj>(),
    /** Billing Meter events as sent (POST /v1/billing/meter_events), for tests to assert. */
    meterEvents: [] as Obj[],
  };
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  /** `fail`: one path's outage; `declineCharges`: a charge (a prorated upgrade) meets a declined card. */
  const state = {
    fail: null as null | { path: string; mode: 500 | 'drop' },
    declineCharges: false,
  };

  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    });
  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString() || url.search));
    const path = url.pathname;
    const method = req.method ?? 'GET';
    requests.push({ method, path, params });
    if (state.fail && path.startsWith(state.fail.path)) {
      if (state.fail.mode === 'drop') return req.socket.destroy();
      return send(res, 500, { error: { type: 'api_error', message: 'Stand-in outage' } });
    }
    if (req.headers.authorization !== 'Bearer sk_test_standin')
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });

    const [, , resource, id] = path.split('/');
    const metadataOf = (prefix = 'metadata') =>
      Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith(`${prefix}[`))
          .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
      );

    if (path === '/v1/balance') return send(res, 200, { object: 'balance', available: [], pending: [] });
    if (path === '/v1/customers' && method === 'POST') {
      const customer = { id: nextId('cus'), object: 'customer', email: params.email, metadata: metadataOf() };
      store.customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const sessionId = nextId('cs_test');
      return send(res, 200, {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      });
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const sessionId = nextId('bps');
      return send(res, 200, {
        id: sessionId,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${sessionId}`,
      });
    }
    if (resource === 'subscriptions' && id && method === 'DELETE') {
      // Cancel now (account deletion): Stripe answers with the canceled subscription.
      const subscription = store.subscriptions.get(id);
      if (!subscription) return missing(res, id);
      Object.assign(subscription, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      return send(res, 200, subscription);
    }
    if (resource === 'subscriptions' && id && method === 'POST') {
      // Cancel at the period's end or undo it, or a new price (POST /v1/subscriptions/:id).
      const subscription = store.subscriptions.get(id);
      if (!subscription) return missing(res, id);
      if ('cancel_at_period_end' in params)
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      const changes = itemChanges(params);
      if (changes.some((change) => change.price)) {
        if (state.declineCharges && params.proration_behavior === 'always_invoice')
          return send(res, 402, {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          });
        const items = subscription.items as { data: Obj[] };
        for (const change of changes) {
          const known = change.id ? items.data.find((item) => item.id === change.id) : undefined;
          if (change.id && !known) return missing(res, change.id);
          if (change.deleted) {
            items.data = items.data.filter((item) => item !== known);
            continue;
          }
          if (!change.price) continue;
          const price = store.prices.get(change.price);
          const metered = isMetered(price);
          // Without an id: a metered price is a new item; the plan's price replaces the plan's item.
          const item =
            known ??
            (metered ? { id: nextId('si') } : (items.data.find((i) => !isMetered(i.price as Obj)) ?? {}));
          item.price = { id: change.price, recurring: price?.recurring ?? { interval: 'month' } };
          if (metered) delete item.quantity;
          else item.quantity = Number(change.quantity ?? 1);
          if (!items.data.includes(item)) items.data.push(item);
        }
        const planItem = items.data.find((item) => !isMetered(item.price as Obj)) ?? items.data[0] ?? {};
        const price = store.prices.get((planItem.price as Obj | undefined)?.id as string);
        if (params['billing_cycle_anchor[type]'] === 'now') {
          const start = Math.floor(Date.now() / 1000);
          const year = (price?.recurring as Obj | undefined)?.interval === 'year';
          planItem.current_period_start = start;
          planItem.current_period_end = start + (year ? 365 : 30) * 86_400;
        }
        // Every item shares the plan item's period.
        for (const item of items.data) {
          item.current_period_start ??= planItem.current_period_start;
          item.current_period_end ??= planItem.current_period_end;
        }
      }
      return send(res, 200, subscription);
    }
    if (resource === 'subscription_schedules' && method === 'POST') {
      const action = path.split('/')[4];
      if (!id) {
        const subscription = store.subscriptions.get(params.from_subscription ?? '');
        if (!subscription) return missing(res, params.from_subscription ?? '');
        const data = (subscription.items as { data: Obj[] }).data;
        const item = data[0] ?? {};
        const schedule: Obj = {
          id: nextId('sub_sched'),
          object: 'subscription_schedule',
          subscription: subscription.id,
          status: 'active',
          end_behavior: 'release',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: data.map((each) =>
                isMetered(each.price as Obj)
                  ? { price: (each.price as Obj).id }
                  : { price: (each.price as Obj).id, quantity: each.quantity ?? 1 },
              ),
            },
          ],
        };
        store.subscriptionSchedules.set(schedule.id as string, schedule);
        return send(res, 200, schedule);
      }
      const schedule = store.subscriptionSchedules.get(id);
      if (!schedule) return missing(res, id);
      if (action === 'release') schedule.status = 'released';
      else schedule.update = params;
      return send(res, 200, schedule);
    }
    if (resource === 'subscriptions' && id && method === 'GET') {
      const subscription = store.subscriptions.get(id);
      return subscription ? send(res, 200, subscription) : missing(res, id);
    }
    if (resource === 'coupons' && method === 'POST') {
      if (!id) {
        const coupon: Obj = {
          id: nextId('coupon'),
          object: 'coupon',
          name: params.name ?? null,
          percent_off: params.percent_off ? Number(params.percent_off) : null,
          amount_off: params.amount_off ? Number(params.amount_off) : null,
          currency: params.currency ?? null,
          duration: params.duration,
          duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
          valid: true,
        };
        store.coupons.set(coupon.id as string, coupon);
        return send(res, 200, coupon);
      }
      const coupon = store.coupons.get(id);
      if (!coupon) return missing(res, id);
      if ('name' in params) coupon.name = params.name;
      return send(res, 200, coupon);
    }
    if (resource === 'promotion_codes' && method === 'POST') {
      if (!id) {
        const coupon = store.coupons.get(params['promotion[coupon]'] ?? '');
        if (!coupon) return missing(res, params['promotion[coupon]'] ?? '');
        const promotionCode: Obj = {
          id: nextId('promo'),
          object: 'promotion_code',
          code: params.code,
          active: params.active !== 'false',
          promotion: { type: 'coupon', coupon: coupon.id },
        };
        store.promotionCodes.set(promotionCode.id as string, promotionCode);
        return send(res, 200, promotionCode);
      }
      const promotionCode = store.promotionCodes.get(id);
      if (!promotionCode) return missing(res, id);
      if ('active' in params) promotionCode.active = params.active === 'true';
      return send(res, 200, promotionCode);
    }
    if (path === '/v1/billing/meters' && method === 'GET') {
      const data = [...store.meters.values()].filter(
        (meter) => !params.status || meter.status === params.status,
      );
      return send(res, 200, { object: 'list', url: path, has_more: false, data });
    }
    if (path === '/v1/billing/meters' && method === 'POST') {
      if ([...store.meters.values()].some((meter) => meter.event_name === params.event_name))
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'A meter with this event_name exists' },
        });
      const meter: Obj = {
        id: nextId('mtr'),
        object: 'billing.meter',
        display_name: params.display_name,
        event_name: params.event_name,
        status: 'active',
        default_aggregation: { formula: params['default_aggregation[formula]'] },
        customer_mapping: {
          type: params['customer_mapping[type]'],
          event_payload_key: params['customer_mapping[event_payload_key]'],
        },
        value_settings: { event_payload_key: params['value_settings[event_payload_key]'] },
      };
      store.meters.set(meter.id as string, meter);
      return send(res, 200, meter);
    }
    if (path === '/v1/billing/meter_events' && method === 'POST') {
      const event: Obj = {
        object: 'billing.meter_event',
        event_name: params.event_name,
        identifier: params.identifier,
        timestamp: Number(params.timestamp),
        payload: metadataOf('payload'),
      };
      store.meterEvents.push(event);
      return send(res, 200, event);
    }
    if (resource === 'products' || resource === 'prices') {
      const collection = store[resource];
      if (!id && method === 'POST') {
        const created: Obj =
          resource === 'products'
            ? {
                id: nextId('prod'),
                object: 'product',
                name: params.name,
                description: params.description ?? null,
                active: params.active !== 'false',
                metadata: metadataOf(),
              }
            : {
                id: nextId('price'),
                object: 'price',
                product: params.product,
                unit_amount: params.unit_amount === undefined ? null : Number(params.unit_amount),
                currency: params.currency,
                active: true,
                recurring: {
                  interval: params['recurring[interval]'],
                  usage_type: params['recurring[usage_type]'] ?? 'licensed',
                  ...(params['recurring[meter]'] ? { meter: params['recurring[meter]'] } : {}),
                },
                billing_scheme: params.billing_scheme ?? 'per_unit',
                ...(params.tiers_mode ? { tiers_mode: params.tiers_mode, tiers: tiersOf(params) } : {}),
                metadata: metadataOf(),
              };
        collection.set(created.id as string, created);
        return send(res, 200, created);
      }
      const existing = id ? collection.get(id) : undefined;
      if (!existing) return missing(res, id ?? '');
      if (method === 'POST') {
        for (const key of ['name', 'description'] as const)
          if (key in params) existing[key] = params[key] || null;
        if ('active' in params) existing.active = params.active === 'true';
      }
      return send(res, 200, existing);
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const secretKey = 'sk_test_standin';
  return {
    url,
    secretKey,
    /** The settings that put the service in Stripe mode against this stand-in. */
    env: (webhookSecret?: string) => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_API_URL: url,
      ...(webhookSecret && { STRIPE_WEBHOOK_SECRET: webhookSecret }),
    }),
    requests,
    store,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
