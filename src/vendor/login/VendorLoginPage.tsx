// The vendor app's login (vendor owner and vendor staff), hand-built (src/shell/auth/StaffLoginPage.tsx): the
// app's first route loads no MUI and no react-admin, so its words come from the product's catalogue through
// useWords() (VendorApp.tsx loads the chosen language's alone). The user may choose the language here
// (docs/product.md#languages): the same choice the vendor portal's menu and the bench make. After login:
// onboarding first, then where the user was sent from, else the dashboard.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { getSession, setSession, takeRememberedPath } from '../../client/session.ts';
import { LOCALE_NAMES, LOCALES } from '../../shared/i18n/locales.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import { StaffLoginPage } from '../../shell/auth/StaffLoginPage.tsx';
import { chooseLocale } from '../../shell/i18n/chosen-locale.ts';
import { useWords } from '../../shell/i18n/words-context.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { adoptOwnLanguage } from '../../shell/i18n/own-language.ts';
import './vendor-login.css';

/** Each language named in itself; the one in force is marked. */
function LanguageChoice() {
  const { t, locale } = useWords();
  return (
    <nav aria-label={t('common.language.label')} className="vendor-login__languages">
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => chooseLocale(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </nav>
  );
}

export default function VendorLoginPage({ preload }: { preload: () => void }) {
  const { t } = useWords();
  const navigate = useNavigate();
  // Only a user already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to={dashboardPath} replace />;

  return (
    <StaffLoginPage
      words={{
        title: t('vendor_join.login.title'),
        subtitle: t('vendor_join.login.subtitle'),
        email: t('vendor_join.login.email'),
        password: t('vendor_join.login.password'),
        submit: t('vendor_join.login.submit'),
        submitting: t('vendor_join.login.submitting'),
        showPassword: t('vendor_join.login.show_password'),
        hidePassword: t('vendor_join.login.hide_password'),
      }}
      signIn={async (email, password) => {
        // The vendor app's pages (on MUI) and where to land (it reads the permission registry) load while
        // the server checks the password: neither weighs on the first route.
        preload();
        // A chunk that fails to load (a deploy in between) lands on the dashboard, which shows onboarding.
        const landing = import('./after-login.ts').catch(() => null);
        const result = await logIn('vendor', email, password);
        if (!result.ok) return result.error.message;
        const remembered = takeRememberedPath();
        const target = (await landing)?.landingAfterLogin(result.data, remembered) ?? dashboardPath;
        setSession(result.data);
        adoptOwnLanguage(result.data);
        navigate(target, { replace: true });
        return null;
      }}
      footer={
        <>
          <RouterLink to="/forgot-password">{t('vendor_join.login.forgot')}</RouterLink>
          <p>
            {t('vendor_join.login.new_vendor')}{' '}
            <RouterLink to="/signup">{t('vendor_join.login.sign_up')}</RouterLink>
          </p>
          <LanguageChoice />
        </>
      }
    />
  );
}
