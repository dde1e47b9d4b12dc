// The store's logo in the header, linking home; the store name in text when there is no logo or it fails
// to load. Either way it carries data-testid "store-logo".
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function StoreLogo() {
  const { settings, name } = useWhiteLabel();
  const { t } = useStoreWords();
  const logo = settings?.logo?.trim();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showImage = Boolean(logo) && failedLogo !== logo;
  return (
    <Link to="/" aria-label={t('storefront.header.home', { name })} className="sf-logo">
      {showImage ? (
        <img data-testid="store-logo" src={logo} alt={name} onError={() => setFailedLogo(logo ?? null)} />
      ) : (
        <span data-testid="store-logo" className="sf-logo__name">
          {name}
        </span>
      )}
    </Link>
  );
}
