// /portal/login: the sign-in page of store owners, store staff and the super admin — the portal's first
// route, hand-built (src/shell/auth/StaffLoginPage.tsx): no react-admin, no MUI until the user has signed in.
// On success the session is stored and the user goes back to the page that sent them here, or per
// docs/product.md#roles-landing to locations (owner, super admin) or the dashboard (staff). Failures show the
// server's message in a banner. In the language chosen on this browser (chosen-locale.ts), English without one.
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { setSession, takeRememberedPath } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import { StaffLoginPage } from '../../shell/auth/StaffLoginPage.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { homePathFor, isPortalRole, landingPathFor, safeReturnPath } from '../landing.ts';
import { loginWordsIn } from '../i18n/login-messages.ts';
import { useChosenLocale } from '../../shell/i18n/chosen-locale.ts';
import { useDocumentLanguage } from '../../shell/i18n/words-context.ts';
import { isLocale } from '../../shared/i18n/locales.ts';
import { fullNameOf, useSession } from '../use-session.ts';

export function LoginPage({ preload }: { preload: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const chosen = useChosenLocale();
  const locale = isLocale(chosen) ? chosen : 'en';
  const { words, product: productName } = loginWordsIn(locale);
  useDocumentLanguage(locale);
  useEffect(() => {
    document.title = `${words.submit} · ${productName}`;
  }, [words, productName]);
  const signedIn = session && isPortalRole(session.role.role_id) ? session : null;

  return (
    <StaffLoginPage
      brand={productName}
      words={{
        title: words.title,
        subtitle: words.subtitle,
        email: words.email,
        password: words.password,
        submit: words.submit,
        submitting: words.submitting,
        showPassword: words.show_password,
        hidePassword: words.hide_password,
      }}
      check={(email, password) => (!email.trim() || !password ? words.required : {})}
      signIn={async (email, password) => {
        // The portal's app (react-admin, MUI) loads while the server checks the password.
        preload();
        const result = await logIn('portal', email, password);
        if (!result.ok) return result.error.message;
        setSession(result.data);
        navigate(safeReturnPath(takeRememberedPath()) ?? landingPathFor(result.data), { replace: true });
        return null;
      }}
      errorTestId="login-error"
      notice={
        signedIn ? (
          <Notice kind="info">
            {words.signed_in_as.replace('%{name}', fullNameOf(signedIn))}{' '}
            <RouterLink to={homePathFor(signedIn.role.role_id)}>{words.continue}</RouterLink>
          </Notice>
        ) : null
      }
      footer={<RouterLink to="/portal/forgot-password">{words.forgot}</RouterLink>}
    />
  );
}
