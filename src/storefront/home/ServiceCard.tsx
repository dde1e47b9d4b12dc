// One service on the storefront home: image when there is one, name, description and starting price; the
// card opens the service's page (/service/:id) with its options. A description cut short shows whole in a
// tooltip (docs/product.md#formats-text) on hover and keyboard focus.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ellipsis, needsTooltip } from '../../shared/format-text.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import type { PortalService } from './use-services.ts';

const DESCRIPTION_LENGTH = 140;

export function ServiceCard({ service }: { service: PortalService }) {
  const tooltipId = useId();
  const words = useStoreWords();
  const description = service.description ?? '';
  const shortened = ellipsis(description, DESCRIPTION_LENGTH);
  const withTooltip = shortened !== description && needsTooltip(description);
  return (
    <article data-testid="service-card" className="sf-card">
      {service.image && <img className="sf-card__image" src={service.image} alt="" height={160} />}
      <div className="sf-card__body">
        <h2 className="sf-card__title">
          {/* The whole card is the link's target area (the ::after covers it); the name is its text. */}
          <Link to={`/service/${service.id}`} data-testid="service-link" className="sf-card__link">
            {service.name}
          </Link>
        </h2>
        {withTooltip ? (
          <span className="sf-tooltip">
            <span tabIndex={0} aria-describedby={tooltipId} className="sf-card__text sf-secondary">
              {shortened}
            </span>
            <span role="tooltip" id={tooltipId} className="sf-tooltip__bubble">
              {description}
            </span>
          </span>
        ) : (
          <p className="sf-card__text sf-secondary">{shortened}</p>
        )}
        <p className="sf-card__price">
          {words.t('storefront.service.from')}{' '}
          <span data-testid="service-price">{words.money(service.price)}</span>
        </p>
      </div>
    </article>
  );
}
