import { describe, expect, expectTypeOf, it } from 'vitest';
import { INVITATION_ROLES } from '../../shared/contracts/organizations.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/i18n/locales.ts';
import { serverCatalog } from '../i18n/catalogs.ts';
import { mailWords } from './built-in/words.ts';
import { builtInTemplates, type MailValues } from './built-in-templates.ts';
import type { Mailer, TemplatedMail } from './mailer.ts';

describe('the words of the built-in e-mails (the server-mail catalog)', () => {
  const roleIds = INVITATION_ROLES.map((role) => `organization_invitation.role.${role}`);
  const ids = Object.keys(serverCatalog('server-mail', DEFAULT_LOCALE));

  for (const locale of LOCALES) {
    it(`${locale}: every word is in a built-in e-mail (the role words go into the invitation's {{role}})`, () => {
      const words = mailWords(locale);
      const written = builtInTemplates(locale)
        .map((template) => `${template.subject}\n${template.html}\n${template.text}`)
        .join('\n');
      const unused = ids.filter((id) => !roleIds.includes(id) && !written.includes(words.word(id)));
      expect(unused).toEqual([]);
      expect(ids.filter((id) => id.startsWith('organization_invitation.role.')).sort()).toEqual(
        [...roleIds].sort(),
      );
    });
  }

  it("turns the catalog's {arguments} into the template editor's {{placeholders}}", () => {
    expect(mailWords('en').word('hi')).toBe('Hi {{name}},');
    expect(mailWords('de').word('subscription_changed.text')).toContain('<strong>{{toPlan}}</strong>');
  });
});

describe('sending a built-in e-mail', () => {
  it('takes exactly the variables its template declares', () => {
    expectTypeOf<MailValues<'welcome'>>().toEqualTypeOf<{ name: string; url: string }>();
    expectTypeOf<MailValues<'account_deleted'>>().toEqualTypeOf<{ name: string }>();
  });

  it('does not compile with a misspelled key or a missing variable', () => {
    // Never called: the compiler (npm run typecheck) is what this checks.
    const send = (mailer: Mailer) => [
      mailer.sendTemplate('welcome', 'ada@example.com', { name: 'Ada', url: 'https://example.com' }),
      // @ts-expect-error a key no template has
      mailer.sendTemplate('welcom', 'ada@example.com', { name: 'Ada', url: 'https://example.com' }),
      // @ts-expect-error the template's `url` is missing
      mailer.sendTemplate('welcome', 'ada@example.com', { name: 'Ada' }),
    ];
    // @ts-expect-error a queued mail needs its template's variables too (`amount` is missing)
    const queued: TemplatedMail = {
      to: 'a@example.com',
      template: 'payment_failed',
      values: { name: 'A', url: 'u', planName: 'Pro' },
    };
    expect([send, queued]).toHaveLength(2);
  });
});
