import { EVENT_CATEGORIES, SEVERITIES, type SecurityEventType } from '@shared/security-events';
import { t } from '@/i18n/store';
import { labelIds } from '@/lib/label-ids';
import { humanize } from '@/lib/utils';

/** Each known event type in words (message ids, written out so the catalog test finds them). */
const EVENT_TYPES = {
  user_signup: 'admin-security-logs.event.userSignup',
  user_login: 'admin-security-logs.event.userLogin',
  user_logout: 'admin-security-logs.event.userLogout',
  login_failed: 'admin-security-logs.event.loginFailed',
  password_reset_requested: 'admin-security-logs.event.passwordResetRequested',
  password_reset: 'admin-security-logs.event.passwordReset',
  email_verified: 'admin-security-logs.event.emailVerified',
  profile_updated: 'admin-security-logs.event.profileUpdated',
  role_changed: 'admin-security-logs.event.roleChanged',
  user_role_changed: 'admin-security-logs.event.userRoleChanged',
  user_banned: 'admin-security-logs.event.userBanned',
  user_unbanned: 'admin-security-logs.event.userUnbanned',
  permission_denied: 'admin-security-logs.event.permissionDenied',
  admin_access: 'admin-security-logs.event.adminAccess',
  file_uploaded: 'admin-security-logs.event.fileUploaded',
  file_deleted: 'admin-security-logs.event.fileDeleted',
  sensitive_data_access: 'admin-security-logs.event.sensitiveDataAccess',
  config_changed: 'admin-security-logs.event.configChanged',
  subscription_updated: 'admin-security-logs.event.subscriptionUpdated',
  payment_event: 'admin-security-logs.event.paymentEvent',
  trial_started: 'admin-security-logs.event.trialStarted',
  subscription_changed: 'admin-security-logs.event.subscriptionChanged',
  subscription_change_scheduled: 'admin-security-logs.event.subscriptionChangeScheduled',
  subscription_change_canceled: 'admin-security-logs.event.subscriptionChangeCanceled',
  payment_failed: 'admin-security-logs.event.paymentFailed',
  payment_recovered: 'admin-security-logs.event.paymentRecovered',
  entitlements_downgraded: 'admin-security-logs.event.entitlementsDowngraded',
  billing_clock_advanced: 'admin-security-logs.event.billingClockAdvanced',
  api_key_created: 'admin-security-logs.event.apiKeyCreated',
  api_key_revoked: 'admin-security-logs.event.apiKeyRevoked',
  webhook_endpoint_created: 'admin-security-logs.event.webhookEndpointCreated',
  webhook_endpoint_deleted: 'admin-security-logs.event.webhookEndpointDeleted',
  webhook_secret_rotated: 'admin-security-logs.event.webhookSecretRotated',
  project_created: 'admin-security-logs.event.projectCreated',
  project_deleted: 'admin-security-logs.event.projectDeleted',
  entitlements_overridden: 'admin-security-logs.event.entitlementsOverridden',
  coupon_created: 'admin-security-logs.event.couponCreated',
  coupon_updated: 'admin-security-logs.event.couponUpdated',
  coupon_deleted: 'admin-security-logs.event.couponDeleted',
  coupon_redeemed: 'admin-security-logs.event.couponRedeemed',
  custom_admin_action: 'admin-security-logs.event.customAdminAction',
  contact_submission_updated: 'admin-security-logs.event.contactSubmissionUpdated',
  contact_submission_replied: 'admin-security-logs.event.contactSubmissionReplied',
  contact_submission_deleted: 'admin-security-logs.event.contactSubmissionDeleted',
  waitlist_invited: 'admin-security-logs.event.waitlistInvited',
  waitlist_entry_updated: 'admin-security-logs.event.waitlistEntryUpdated',
  waitlist_entry_deleted: 'admin-security-logs.event.waitlistEntryDeleted',
  feedback_updated: 'admin-security-logs.event.feedbackUpdated',
  feedback_replied: 'admin-security-logs.event.feedbackReplied',
  blog_post_created: 'admin-security-logs.event.blogPostCreated',
  blog_post_updated: 'admin-security-logs.event.blogPostUpdated',
  blog_post_published: 'admin-security-logs.event.blogPostPublished',
  blog_post_unpublished: 'admin-security-logs.event.blogPostUnpublished',
  blog_post_deleted: 'admin-security-logs.event.blogPostDeleted',
  blog_category_changed: 'admin-security-logs.event.blogCategoryChanged',
  blog_tag_changed: 'admin-security-logs.event.blogTagChanged',
  testimonial_changed: 'admin-security-logs.event.testimonialChanged',
  faq_changed: 'admin-security-logs.event.faqChanged',
  changelog_changed: 'admin-security-logs.event.changelogChanged',
  marketing_changed: 'admin-security-logs.event.marketingChanged',
  email_template_changed: 'admin-security-logs.event.emailTemplateChanged',
  email_test_sent: 'admin-security-logs.event.emailTestSent',
  organization_created: 'admin-security-logs.event.organizationCreated',
  organization_updated: 'admin-security-logs.event.organizationUpdated',
  organization_deleted: 'admin-security-logs.event.organizationDeleted',
  member_invited: 'admin-security-logs.event.memberInvited',
  invitation_accepted: 'admin-security-logs.event.invitationAccepted',
  invitation_declined: 'admin-security-logs.event.invitationDeclined',
  invitation_revoked: 'admin-security-logs.event.invitationRevoked',
  member_role_changed: 'admin-security-logs.event.memberRoleChanged',
  member_removed: 'admin-security-logs.event.memberRemoved',
  ownership_transferred: 'admin-security-logs.event.ownershipTransferred',
  oauth_login: 'admin-security-logs.event.oauthLogin',
  account_linked: 'admin-security-logs.event.accountLinked',
  account_unlinked: 'admin-security-logs.event.accountUnlinked',
  magic_link_requested: 'admin-security-logs.event.magicLinkRequested',
  magic_link_login: 'admin-security-logs.event.magicLinkLogin',
  unverified_access_revoked: 'admin-security-logs.event.unverifiedAccessRevoked',
  passkey_added: 'admin-security-logs.event.passkeyAdded',
  passkey_removed: 'admin-security-logs.event.passkeyRemoved',
  passkey_renamed: 'admin-security-logs.event.passkeyRenamed',
  passkey_login: 'admin-security-logs.event.passkeyLogin',
  two_factor_enabled: 'admin-security-logs.event.twoFactorEnabled',
  two_factor_disabled: 'admin-security-logs.event.twoFactorDisabled',
  two_factor_failed: 'admin-security-logs.event.twoFactorFailed',
  backup_code_used: 'admin-security-logs.event.backupCodeUsed',
  session_revoked: 'admin-security-logs.event.sessionRevoked',
  password_changed: 'admin-security-logs.event.passwordChanged',
  password_set: 'admin-security-logs.event.passwordSet',
  email_change_requested: 'admin-security-logs.event.emailChangeRequested',
  email_changed: 'admin-security-logs.event.emailChanged',
  data_exported: 'admin-security-logs.event.dataExported',
  account_deleted: 'admin-security-logs.event.accountDeleted',
  impersonation_started: 'admin-security-logs.event.impersonationStarted',
  impersonation_stopped: 'admin-security-logs.event.impersonationStopped',
} as const satisfies Record<SecurityEventType, string>;

const isKnownType = (type: string): type is SecurityEventType => Object.hasOwn(EVENT_TYPES, type);

/**
 * An event type in the reader's language. The log also holds types outside the catalogue (older
 * entries, custom writers): those read as their name made legible ("password_changed" →
 * "Password changed").
 */
export function eventTypeLabel(type: string): string {
  return isKnownType(type) ? t(EVENT_TYPES[type]) : humanize(type);
}

export const SEVERITY_LABELS = labelIds('admin-security-logs.severity', SEVERITIES);

export const CATEGORY_LABELS = labelIds('admin-security-logs.category', EVENT_CATEGORIES);
