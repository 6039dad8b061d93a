/**
 * The machine codes of the API's refusals: every error envelope carries one (`code`, snake_case)
 * beside its English `error`, so a client can say it in its user's language. The first group is
 * the default of each status; the rest name one refusal each. The meanings here are what
 * docs/api.md lists (a test keeps the two together); the web app imports the type only and has a
 * message per code in each language (src/web/lib/api-error-messages.ts).
 */
export const API_ERROR_CODES = {
  // The default of each status (and of the framework's own refusals).
  bad_request: 'The request is not valid (400)',
  validation_failed: 'A field is missing or not valid; `details` names each (400)',
  malformed_json: 'The body is not valid JSON (400)',
  unauthorized: 'No session, or it has ended (401)',
  forbidden: 'The caller may not do this (403)',
  not_found: 'Nothing here, or nothing the caller may know of (404)',
  request_timeout: 'The request took too long to arrive (408)',
  conflict: 'It clashes with what exists (409)',
  payload_too_large: 'The body is too large (413)',
  uri_too_long: 'The URL is too long (414)',
  unsupported_media_type: 'The body is of a type this route does not take (415)',
  rate_limited: 'Too many requests; `Retry-After` says when to try again (429)',
  headers_too_large: 'The request headers are too large (431)',
  internal_error: 'A failure on the server (500)',
  service_unavailable: 'A dependency (the database, the payment provider) cannot be reached (503)',
  // Signing in and the account.
  invalid_credentials: 'Wrong e-mail address or password (401)',
  email_not_verified: 'The e-mail address must be verified before signing in (403)',
  account_banned: 'The account is banned; `error` gives the reason and the end (403)',
  email_taken: 'An account already uses this e-mail address (409)',
  email_unchanged: 'The new e-mail address is the current one (400)',
  link_invalid: 'The link (verification, reset, e-mail change, magic link) is invalid or expired (400)',
  wrong_password: 'The password is not correct (400, 403)',
  no_password: 'The account has no password for this (400)',
  has_password: 'The account has a password: confirm with it, not with a code (400, 409)',
  code_invalid: 'The code (two-factor, backup, e-mailed) is not correct or has expired (400, 401)',
  sign_in_expired: 'The two-factor sign-in has expired or had too many attempts (401)',
  two_factor_already_enabled: 'Two-factor authentication is already on (409)',
  two_factor_not_enabled: 'Two-factor authentication is off, or its setup was not started (409)',
  two_factor_required: 'Admins must turn on two-factor authentication first (403)',
  passkey_failed: 'The passkey could not be verified (400, 401)',
  passkey_challenge_expired: 'The passkey challenge is missing or expired (400)',
  reauthentication_required: 'Sign in again first (403)',
  last_sign_in_method: 'The last way to sign in cannot be removed (400)',
  too_many_sign_ins: 'Too many sign-ins at once; try again in a moment (503)',
  impersonation_forbidden: 'Not allowed while impersonating, or this user cannot be impersonated (403, 409)',
  last_admin: 'The last admin cannot be demoted or deleted (400, 409)',
  owns_organization: 'The account owns an organization with other members: transfer it first (409)',
  cannot_target_self: 'An admin cannot ban or demote themself (400)',
  // Organizations.
  organization_role_required: 'Only the owner (or an admin) of the organization can do this (403)',
  already_member: 'This person is already a member of the organization (409)',
  already_joined: 'The caller is already a member of the organization (409)',
  already_invited: 'This address already has a pending invitation (409)',
  invitation_used: 'The invitation was already accepted, declined or revoked (400)',
  invitation_expired: 'The invitation has expired (400)',
  invitation_other_email: 'The invitation was sent to another e-mail address; `params`: `email` (403)',
  owner_must_transfer: 'The owner cannot leave or be removed: transfer the ownership first (400)',
  slug_taken: 'The slug is already used (409)',
  subscription_live: 'A live paid subscription must be cancelled first (409)',
  // Billing, uploads, intake.
  already_subscribed: 'There already is a subscription: change it in the billing portal (409)',
  card_declined:
    "The card was declined: the payment was not made (400; the local provider's `declined` test card)",
  api_key_scope:
    'The API key may not call this endpoint: it lacks the scope, or keys never reach it; `params`: `scopes` (403)',
  plan_limit:
    "A limit of the customer's plan is reached; `params`: `key`, `limit`, `used`, `plan`; the body's `limit` and `upgradePlans` say which and what allows more (403)",
  plan_feature:
    "The customer's plan does not include the feature; `params`: `feature`; the body's `feature` and `upgradePlans` (403)",
  payment_owed: 'A payment is owed: it is paid before the plan changes (400; plan changes)',
  plan_unchanged: 'The subscription already has this plan and billing cycle (400; plan changes)',
  promotion_code_unknown: 'No coupon has this promotion code (400; checkout)',
  promotion_code_inactive: 'The promotion code is switched off (400; checkout)',
  promotion_code_expired: 'The promotion code has expired (400; checkout)',
  promotion_code_used_up: 'The promotion code reached its redemption cap (400; checkout)',
  promotion_code_not_for_plan: 'The promotion code does not apply to the chosen plan (400; checkout)',
  promotion_code_already_redeemed:
    'This customer (the user, or the organization) already redeemed the code (400; checkout)',
  file_too_large: 'The file is over the upload limit; `params`: `maxMiB` (413)',
  file_type_not_accepted: 'Only PNG, JPEG, WebP, GIF and PDF are accepted (415)',
  image_too_large: 'The image has too many pixels; `params`: `width`, `height` (413)',
  image_damaged: 'The image header cannot be read (400)',
  storage_limit: "The plan's storage is full; `params`: `used`, `limit`, `size` (413)",
  waitlist_closed: 'The waitlist is closed (403)',
  testimonial_pending: 'A testimonial of the caller is still waiting for review (409)',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** Values a refusal's message names, for a client that words it itself. */
export type ApiErrorParams = Record<string, string | number>;
