/**
 * Everything stored about a user, table by table: one entry per table that holds personal data,
 * with how to read it (the export) and, where the user row's cascade does not already remove it,
 * how to erase it (account deletion). A new table with personal data gets one entry here; the
 * export and the deletion test then cover it.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  billingCustomers,
  blogLikes,
  contactSubmissions,
  couponRedemptions,
  emails,
  feedback,
  invoices,
  newsletterSubscribers,
  organizationInvitations,
  organizationMembers,
  organizations,
  passkeys,
  securityLogs,
  sessions,
  subscriptions,
  testimonials,
  twoFactorBackupCodes,
  twoFactors,
  uploads,
  users,
  verifications,
  waitlistEntries,
} from '../../db/schema.ts';

export interface DataSubject {
  id: string;
  /** The current address. */
  email: string;
  /** Every address the account has had (the current one first): older ones are personal data too. */
  emails: string[];
}

export interface PersonalDataTable {
  /** The key of this table's rows in the export. */
  key: string;
  read(db: Db, subject: DataSubject): Promise<unknown>;
  /**
   * Removes the subject's rows before the user row goes; omitted where the foreign key cascades.
   * Runs in the deletion's transaction.
   */
  erase?(db: Db, subject: DataSubject): Promise<void>;
}

export const PERSONAL_DATA: PersonalDataTable[] = [
  {
    key: 'profile',
    read: async (db, { id }) => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
  },
  {
    key: 'signInMethods',
    // The password hash and provider tokens are secrets, not data about the person: only that they exist.
    read: async (db, { id }) =>
      (await db.select().from(accounts).where(eq(accounts.userId, id))).map((row) => ({
        provider: row.providerId,
        accountId: row.providerId === 'credential' ? null : row.accountId,
        hasPassword: row.password !== null,
        scope: row.scope,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
  },
  {
    key: 'organizations',
    read: (db, { id }) =>
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          slug: organizations.slug,
          role: organizationMembers.role,
          joinedAt: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, id)),
    // The memberships go with the user row; an organization the user owns has no other member by
    // now (deletion-blockers.ts) and would be left without one: it goes too.
    erase: async (db, { id }) => {
      const owned = db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, id), eq(organizationMembers.role, 'owner')));
      await db.delete(organizations).where(inArray(organizations.id, owned));
    },
  },
  {
    key: 'organizationInvitations',
    read: (db, { emails: addresses }) =>
      db
        .select({
          organizationId: organizationInvitations.organizationId,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          status: organizationInvitations.status,
          expiresAt: organizationInvitations.expiresAt,
          createdAt: organizationInvitations.createdAt,
        })
        .from(organizationInvitations)
        .where(inArray(organizationInvitations.email, addresses)),
    erase: async (db, { emails: addresses }) => {
      await db.delete(organizationInvitations).where(inArray(organizationInvitations.email, addresses));
    },
  },
  {
    key: 'passkeys',
    // The public key is the authenticator's, not the person's: its name and use are what they set.
    read: async (db, { id }) =>
      (await db.select().from(passkeys).where(eq(passkeys.userId, id))).map((row) => ({
        id: row.id,
        name: row.name,
        deviceType: row.deviceType,
        backedUp: row.backedUp,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
      })),
  },
  {
    key: 'twoFactor',
    // Whether it is on and how many backup codes are left; the secret and the codes stay secret.
    read: async (db, { id }) => {
      const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, id));
      const codes = await db.select().from(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, id));
      return {
        enabledAt: row?.enabledAt ?? null,
        backupCodesLeft: codes.filter((code) => code.usedAt === null).length,
      };
    },
  },
  {
    key: 'sessions',
    read: async (db, { id }) =>
      (await db.select().from(sessions).where(eq(sessions.userId, id))).map(
        ({ token: _token, ...row }) => row,
      ),
  },
  {
    key: 'subscriptions',
    read: (db, { id }) => db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
  },
  {
    key: 'couponRedemptions',
    read: (db, { id }) => db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, id)),
  },
  {
    // Invoices name the user and what they paid; the user row's cascade removes them.
    key: 'invoices',
    read: (db, { id }) => db.select().from(invoices).where(eq(invoices.userId, id)),
  },
  {
    key: 'billingCustomer',
    read: (db, { id }) => db.select().from(billingCustomers).where(eq(billingCustomers.userId, id)),
  },
  {
    key: 'blogLikes',
    read: (db, { id }) => db.select().from(blogLikes).where(eq(blogLikes.userId, id)),
  },
  {
    key: 'testimonials',
    read: (db, { id }) => db.select().from(testimonials).where(eq(testimonials.userId, id)),
    erase: async (db, { id }) => {
      await db.delete(testimonials).where(eq(testimonials.userId, id));
    },
  },
  {
    key: 'feedback',
    read: (db, subject) => db.select().from(feedback).where(ownedFeedback(subject)),
    erase: async (db, subject) => {
      await db.delete(feedback).where(ownedFeedback(subject));
    },
  },
  {
    key: 'uploads',
    // The files themselves are removed from storage after the transaction (deletion.ts).
    read: async (db, { id }) =>
      (await db.select().from(uploads).where(eq(uploads.ownerId, id))).map(
        ({ storageKey: _key, ...row }) => row,
      ),
    erase: async (db, { id }) => {
      await db.delete(uploads).where(eq(uploads.ownerId, id));
    },
  },
  {
    key: 'contactSubmissions',
    read: (db, { emails: addresses }) =>
      db.select().from(contactSubmissions).where(inArray(contactSubmissions.email, addresses)),
    erase: async (db, { emails: addresses }) => {
      await db.delete(contactSubmissions).where(inArray(contactSubmissions.email, addresses));
    },
  },
  {
    key: 'waitlist',
    read: (db, { emails: addresses }) =>
      db.select().from(waitlistEntries).where(inArray(waitlistEntries.email, addresses)),
    erase: async (db, { emails: addresses }) => {
      await db.delete(waitlistEntries).where(inArray(waitlistEntries.email, addresses));
    },
  },
  {
    key: 'newsletter',
    read: (db, { emails: addresses }) =>
      db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.email, addresses)),
    erase: async (db, { emails: addresses }) => {
      await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, addresses));
    },
  },
  {
    key: 'emails',
    read: async (db, { emails: addresses }) =>
      (await db.select().from(emails).where(inArray(emails.to, addresses))).map((row) => ({
        id: row.id,
        subject: row.subject,
        template: row.template,
        status: row.status,
        sentAt: row.sentAt,
        createdAt: row.createdAt,
      })),
    erase: async (db, { emails: addresses }) => {
      await db.delete(emails).where(inArray(emails.to, addresses));
    },
  },
  {
    key: 'pendingVerifications',
    read: async (db, { emails: addresses }) =>
      (await db.select().from(verifications).where(inArray(verifications.identifier, addresses))).map(
        (row) => ({
          expiresAt: row.expiresAt,
          createdAt: row.createdAt,
        }),
      ),
    erase: async (db, subject) => {
      await db
        .delete(verifications)
        .where(or(inArray(verifications.identifier, subject.emails), eq(verifications.value, subject.id)));
    },
  },
  {
    key: 'securityLog',
    read: (db, { id }) =>
      db
        .select()
        .from(securityLogs)
        .where(or(eq(securityLogs.userId, id), eq(securityLogs.actorId, id))),
    // Kept (an audit trail outlives the account), without the person: the references are
    // cleared, the address is replaced in the texts, and a note says whose they were.
    erase: async (db, { id, emails: addresses }) => {
      const mine = or(eq(securityLogs.userId, id), eq(securityLogs.actorId, id));
      for (const address of addresses) {
        await db
          .update(securityLogs)
          .set({
            description: sql`replace(${securityLogs.description}, ${address}, ${DELETED_USER})`,
            metadata: sql`replace(${securityLogs.metadata}::text, ${jsonString(address)}, ${jsonString(DELETED_USER)})::jsonb`,
          })
          .where(mine);
      }
      await db
        .update(securityLogs)
        .set({
          userId: sql`case when ${securityLogs.userId} = ${id} then null else ${securityLogs.userId} end`,
          actorId: sql`case when ${securityLogs.actorId} = ${id} then null else ${securityLogs.actorId} end`,
          metadata: sql`${securityLogs.metadata} || ${JSON.stringify({ deletedUser: true })}::jsonb`,
        })
        .where(mine);
    },
  },
];

export const DELETED_USER = 'deleted user';

/** A string as it appears inside JSON text (quotes and escapes stripped back off). */
const jsonString = (value: string) => JSON.stringify(value).slice(1, -1);

const ownedFeedback = ({ id, emails: addresses }: DataSubject) =>
  or(eq(feedback.userId, id), inArray(feedback.email, addresses));

/** The storage keys of the subject's uploaded files (read before their rows go). */
export async function uploadKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.ownerId, userId));
  return rows.map((row) => row.key);
}

/**
 * The subject of an export or a deletion: the user with every address the account has had (an
 * applied e-mail change records the old and the new one in the security log).
 */
export async function dataSubjectOf(db: Db, user: { id: string; email: string }): Promise<DataSubject> {
  const changes = await db
    .select({ metadata: securityLogs.metadata })
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'email_changed')));
  const former = changes.flatMap(({ metadata }) =>
    [metadata.from, metadata.to].filter((value): value is string => typeof value === 'string'),
  );
  return { id: user.id, email: user.email, emails: [...new Set([user.email, ...former])] };
}
