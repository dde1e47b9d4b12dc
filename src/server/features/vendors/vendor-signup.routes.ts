// A workshop joins the vendor app (/signup): its vendor and owner login are made inactive and a
// verification link is mailed (auth/account-links.ts, the storefront's mechanism); opening it
// (/create-account?key=&token= → POST /auth/verify-email) activates the owner and logs them in. Like the
// storefront's sign-up it answers the same whether or not the email has an account: an existing one gets
// a "you already have an account" mail instead.
import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import { inScope } from '../../db/database.ts';
import { users, vendors } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { issueLink, resetHours, sameAnswer, verifyHours } from '../../auth/account-links.ts';
import { appUrl, sendMail } from '../../mail/send-mail.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { isVendorOwner } from '../../../shared/permission-registry.ts';

export default async function vendorSignupRoutes(app: ApiInstance) {
  app.post(
    '/vendor-sign-up',
    {
      ...publicRoute(),
      schema: {
        tags: ['accounts'],
        summary:
          'A workshop signs up to the vendor app: its vendor and owner login are made and a verification ' +
          'link is mailed. Answers the same whether or not the email already has an account.',
        body: { $ref: 'VendorSignUpRequest#' },
        response: responses(201, { $ref: 'MailSent#' }, 400),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim();
      const business = body.business_name.trim();
      // Hashed before looking the email up, so both answers take as long.
      const passwordHash = await hashPassword(body.password);
      await inScope(app.db, { kind: 'platform' }, async (tx) => {
        const [existing] = await tx
          .select()
          .from(users)
          .where(and(eq(users.audience, 'vendor'), sql`lower(${users.email}) = lower(${email})`));
        if (existing && (existing.isActive || !isVendorOwner(existing.roleId) || !existing.vendorId)) {
          const reset = await issueLink(tx, existing.id, 'reset_password', resetHours);
          await sendMail(tx, {
            storeId: null,
            to: existing.email,
            event: 'account.exists',
            data: {
              firstName: existing.firstName,
              loginLink: appUrl('vendor', '/login'),
              resetLink: appUrl('vendor', `/reset-password/${reset.key}/${reset.token}`),
            },
          });
          return;
        }
        let user = existing;
        if (existing) {
          // A sign-up never verified is replaced by the new one (the mailbox owner finishes whichever).
          await tx
            .update(vendors)
            .set({ name: business, phone: body.phone || null })
            .where(eq(vendors.id, existing.vendorId!));
          [user] = await tx
            .update(users)
            .set({ firstName: body.first_name, lastName: body.last_name, passwordHash })
            .where(eq(users.id, existing.id))
            .returning();
        } else {
          const [vendor] = await tx
            .insert(vendors)
            .values({ name: business, email, phone: body.phone || null })
            .returning();
          [user] = await tx
            .insert(users)
            .values({
              audience: 'vendor',
              email,
              passwordHash,
              firstName: body.first_name,
              lastName: body.last_name,
              roleId: Role.vendorOwner,
              vendorId: vendor!.id,
              // Active once the email is verified: login refuses it until then.
              isActive: false,
            })
            .returning();
        }
        const link = await issueLink(tx, user!.id, 'verify_email', verifyHours);
        await sendMail(tx, {
          storeId: null,
          to: email,
          event: 'account.verify',
          data: {
            firstName: body.first_name,
            link: appUrl('vendor', `/create-account?key=${link.key}&token=${link.token}`),
          },
        });
      });
      reply.status(201);
      return sameAnswer(email);
    },
  );
}
