/**
 * The API's machine error codes (src/shared/api-error-codes.ts, docs/api.md) → the catalog
 * message that says each in the reader's language. A code of its own has its message in the
 * `api-errors` area (loaded with this module by lib/api.ts, with the first refusal); a status's default code shares
 * the `api` area's message of that status. The Record makes a new code without a message a type
 * error. Ids are written out in full so the catalog test sees them in use.
 */
import type { ApiErrorCode } from '@shared/api-error-codes';
import { ensureAreas } from '@/i18n/store';

const API_ERRORS_AREA = 'api-errors';

export const apiErrorMessageIds: Record<ApiErrorCode, string> = {
  bad_request: 'api.invalid',
  validation_failed: 'api.invalid',
  malformed_json: 'api.invalid',
  unauthorized: 'api.unauthorized',
  forbidden: 'api.forbidden',
  not_found: 'api.notFound',
  request_timeout: 'api.failed',
  conflict: 'api.conflict',
  payload_too_large: 'api.tooLarge',
  uri_too_long: 'api.invalid',
  unsupported_media_type: 'api.invalid',
  rate_limited: 'api.tooManyRequests',
  headers_too_large: 'api.tooLarge',
  internal_error: 'api.serverError',
  service_unavailable: 'api.serverError',
  invalid_credentials: 'api-errors.invalid_credentials',
  email_not_verified: 'api-errors.email_not_verified',
  account_banned: 'api-errors.account_banned',
  email_taken: 'api-errors.email_taken',
  email_unchanged: 'api-errors.email_unchanged',
  link_invalid: 'api-errors.link_invalid',
  wrong_password: 'api-errors.wrong_password',
  no_password: 'api-errors.no_password',
  has_password: 'api-errors.has_password',
  code_invalid: 'api-errors.code_invalid',
  sign_in_expired: 'api-errors.sign_in_expired',
  two_factor_already_enabled: 'api-errors.two_factor_already_enabled',
  two_factor_not_enabled: 'api-errors.two_factor_not_enabled',
  two_factor_required: 'api-errors.two_factor_required',
  passkey_failed: 'api-errors.passkey_failed',
  passkey_challenge_expired: 'api-errors.passkey_challenge_expired',
  reauthentication_required: 'api-errors.reauthentication_required',
  last_sign_in_method: 'api-errors.last_sign_in_method',
  too_many_sign_ins: 'api-errors.too_many_sign_ins',
  impersonation_forbidden: 'api-errors.impersonation_forbidden',
  last_admin: 'api-errors.last_admin',
  owns_organization: 'api-errors.owns_organization',
  cannot_target_self: 'api-errors.cannot_target_self',
  organization_role_required: 'api-errors.organization_role_required',
  already_member: 'api-errors.already_member',
  already_joined: 'api-errors.already_joined',
  already_invited: 'api-errors.already_invited',
  invitation_used: 'api-errors.invitation_used',
  invitation_expired: 'api-errors.invitation_expired',
  invitation_other_email: 'api-errors.invitation_other_email',
  owner_must_transfer: 'api-errors.owner_must_transfer',
  slug_taken: 'api-errors.slug_taken',
  subscription_live: 'api-errors.subscription_live',
  already_subscribed: 'api-errors.already_subscribed',
  card_declined: 'api-errors.card_declined',
  api_key_scope: 'api-errors.api_key_scope',
  plan_limit: 'api-errors.plan_limit',
  plan_feature: 'api-errors.plan_feature',
  payment_owed: 'api-errors.payment_owed',
  plan_unchanged: 'api-errors.plan_unchanged',
  promotion_code_unknown: 'api-errors.promotion_code_unknown',
  promotion_code_inactive: 'api-errors.promotion_code_inactive',
  promotion_code_expired: 'api-errors.promotion_code_expired',
  promotion_code_used_up: 'api-errors.promotion_code_used_up',
  promotion_code_not_for_plan: 'api-errors.promotion_code_not_for_plan',
  promotion_code_already_redeemed: 'api-errors.promotion_code_already_redeemed',
  file_too_large: 'api-errors.file_too_large',
  file_type_not_accepted: 'api-errors.file_type_not_accepted',
  image_too_large: 'api-errors.image_too_large',
  image_damaged: 'api-errors.image_damaged',
  storage_limit: 'api-errors.storage_limit',
  waitlist_closed: 'api-errors.waitlist_closed',
  testimonial_pending: 'api-errors.testimonial_pending',
};

/** The message id of a code this app knows, else undefined (a newer server's code). */
export const messageIdOfCode = (code: string | undefined): string | undefined =>
  code && Object.hasOwn(apiErrorMessageIds, code) ? apiErrorMessageIds[code as ApiErrorCode] : undefined;

/**
 * The code's message id, once its catalog is loaded (lib/api.ts imports this module with the first
 * refusal, so neither the map nor the catalog weighs on a page that is never refused). The id
 * stays when the catalog fails to download: apiErrorMessage then falls back to the status's words.
 */
export async function loadMessageIdOfCode(code: string | undefined): Promise<string | undefined> {
  const id = messageIdOfCode(code);
  if (id?.startsWith(`${API_ERRORS_AREA}.`)) await ensureAreas([API_ERRORS_AREA]).catch(() => undefined);
  return id;
}
