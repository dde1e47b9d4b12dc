// The services area of the home page in its four states: loading (skeleton), failed (message and retry),
// empty (no services, or none matching the search) and the list itself.
import type { ApiState } from '../../shell/data/use-load.ts';
import type { PortalService } from './use-services.ts';
import { FailedNotice } from './FailedNotice.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';
import { ServicesSkeleton } from './ServicesSkeleton.tsx';

interface Props {
  /** The services' load (useServices): the last list stays shown while a new search loads. */
  services: ApiState<PortalService[]>;
  search: string;
  onRetry: () => void;
  onClearSearch: () => void;
}

export function ServicesList({ services: load, search, onRetry, onClearSearch }: Props) {
  const { state, data: services } = load;
  if (state.status === 'failed') {
    return <FailedNotice onRetry={onRetry}>We could not load the services. {state.message}</FailedNotice>;
  }
  if (!services) return <ServicesSkeleton />;
  const refreshing = state.status === 'loading';
  return (
    <div aria-busy={refreshing}>
      <div
        role="progressbar"
        aria-label="Updating services"
        className="sf-progress"
        style={{ visibility: refreshing ? 'visible' : 'hidden' }}
      />
      {services.length === 0 ? (
        <div data-testid="services-empty" className="sf-empty">
          <h2 className="sf-h2">
            {search ? `No services match “${search}”` : 'This store has no services yet'}
          </h2>
          {search ? (
            <button type="button" className="shell-button" onClick={onClearSearch}>
              Clear search
            </button>
          ) : (
            <p className="sf-secondary">Please check back soon.</p>
          )}
        </div>
      ) : (
        <ServiceGrid label="Services">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ServiceGrid>
      )}
    </div>
  );
}
