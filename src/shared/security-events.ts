/**
 * The catalogue of security events: each type with its category and default severity, so the
 * same event is always filed the same way. The server's one writer files by it; the security-log
 * contract filters by its names.
 */
export const EVENT_CATEGORIES = ['authentication', 'authorization', 'data_access', 'system'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const securityEvents = {
  user_signup: { category: 'authentication', severity: 'low' },
  user_login: { category: 'authentication', severity: 'low' },
  user_logout: { category: 'authentication', severity: 'low' },
  login_failed: { category: 'authentication', severity: 'medium' },
  password_reset_requested: { category: 'authentication', severity: 'medium' },
  password_reset: { category: 'authentication', severity: 'medium' },
  email_verified: { category: 'authentication', severity: 'low' },
  profile_updated: { category: 'data_access', severity: 'low' },
  role_changed: { category: 'authorization', severity: 'high' },
  user_role_changed: { category: 'authorization', severity: 'high' },
  user_banned: { category: 'authorization', severity: 'high' },
  user_unbanned: { category: 'authorization', severity: 'medium' },
  permission_denied: { category: 'authorization', severity: 'medium' },
  admin_access: { category: 'authorization', severity: 'low' },
  file_uploaded: { category: 'data_access', severity: 'low' },
  file_deleted: { category: 'data_access', severity: 'low' },
  sensitive_data_access: { category: 'data_access', severity: 'medium' },
  config_changed: { category: 'system', severity: 'high' },
  subscription_updated: { category: 'system', severity: 'medium' },
  payment_event: { category: 'system', severity: 'medium' },
  custom_admin_action: { category: 'system', severity: 'medium' },
  contact_submission_updated: { category: 'data_access', severity: 'low' },
  contact_submission_replied: { category: 'data_access', severity: 'low' },
  contact_submission_deleted: { category: 'data_access', severity: 'medium' },
  waitlist_invited: { category: 'system', severity: 'low' },
  waitlist_entry_updated: { category: 'data_access', severity: 'low' },
  waitlist_entry_deleted: { category: 'data_access', severity: 'medium' },
  feedback_updated: { category: 'data_access', severity: 'low' },
  feedback_replied: { category: 'data_access', severity: 'low' },
  blog_post_created: { category: 'data_access', severity: 'low' },
  blog_post_updated: { category: 'data_access', severity: 'low' },
  blog_post_published: { category: 'data_access', severity: 'low' },
  blog_post_unpublished: { category: 'data_access', severity: 'low' },
  blog_post_deleted: { category: 'data_access', severity: 'medium' },
  blog_category_changed: { category: 'data_access', severity: 'low' },
  blog_tag_changed: { category: 'data_access', severity: 'low' },
  testimonial_changed: { category: 'data_access', severity: 'low' },
  faq_changed: { category: 'data_access', severity: 'low' },
  changelog_changed: { category: 'data_access', severity: 'low' },
  marketing_changed: { category: 'system', severity: 'medium' },
  email_template_changed: { category: 'system', severity: 'medium' },
  email_test_sent: { category: 'system', severity: 'low' },
} as const satisfies Record<string, { category: EventCategory; severity: Severity }>;

export type SecurityEventType = keyof typeof securityEvents;
