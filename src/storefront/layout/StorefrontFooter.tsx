// The storefront's bottom bar: the store's privacy policy and terms links (when set) and its name.
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function StorefrontFooter() {
  const { settings, name } = useWhiteLabel();
  const links = [
    { label: 'Privacy policy', href: settings?.privacy_policy_link },
    { label: 'Terms and conditions', href: settings?.terms_conditions_link },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href?.trim()));
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__row">
        <p className="sf-small sf-secondary">
          © {new Date().getFullYear()} {name}
        </p>
        {links.length > 0 && (
          <nav aria-label="Legal" className="sf-footer__links">
            {links.map((link) => (
              <a
                key={link.label}
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
