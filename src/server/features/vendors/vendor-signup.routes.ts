// A workshop joins the vendor app (/signup): its vendor and owner login are made inactive and a
// verification link is mailed (auth/account-links.ts, the storefront's mechanism); opening it
// (/create-account?key=&token= → POST /auth/verify-email) activates the owner and logs them in. Like the
// storefront's sign-up it answers the same whether or not the email has an account: an existing one gets
// a "you already have an account" mail instead.
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { signUpVendor } from './vendors.service.ts';

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
      const data = await signUpVendor(app.db, request.body);
      reply.status(201);
      return data;
    },
  );
}
