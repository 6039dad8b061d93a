/** Each subscribable event type's words on the developer page (message ids, written out for the catalog test). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<string, string> = {
  'project.created': 'developers.webhooks.event.projectCreated',
  'project.updated': 'developers.webhooks.event.projectUpdated',
  'project.deleted': 'developers.webhooks.event.projectDeleted',
  'member.added': 'developers.webhooks.event.memberAdded',
  'member.removed': 'developers.webhooks.event.memberRemoved',
  'subscription.created': 'developers.webhooks.event.subscriptionCreated',
  'subscription.updated': 'developers.webhooks.event.subscriptionUpdated',
  'subscription.canceled': 'developers.webhooks.event.subscriptionCanceled',
  'invoice.paid': 'developers.webhooks.event.invoicePaid',
  'invoice.payment_failed': 'developers.webhooks.event.invoicePaymentFailed',
};
