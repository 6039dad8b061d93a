// The area's screens live in features/admin/email-templates/.
export { EmailTemplatesPage } from '../email-templates/email-templates-page';
