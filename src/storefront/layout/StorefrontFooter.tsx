// The storefront's bottom bar: the store's privacy policy and terms links (when set) and its name.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function StorefrontFooter() {
  const { settings, name } = useWhiteLabel();
  const { t } = useStoreWords();
  const links = [
    { key: 'privacy', label: t('storefront.footer.privacy'), href: settings?.privacy_policy_link },
    { key: 'terms', label: t('storefront.footer.terms'), href: settings?.terms_conditions_link },
  ].filter((link): link is { key: string; label: string; href: string } => Boolean(link.href?.trim()));
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__row">
        <p className="sf-small sf-secondary">
          © {new Date().getFullYear()} {name}
        </p>
        {links.length > 0 && (
          <nav aria-label={t('storefront.footer.legal')} className="sf-footer__links">
            {links.map((link) => (
              <a
                key={link.key}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="sf-link sf-small"
              >
                {link.label}
              </a>
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}
