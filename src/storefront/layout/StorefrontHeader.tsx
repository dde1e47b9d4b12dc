// The storefront's top navigation: the store's top bar, then its logo and the header actions. Track Order
// (where shown) sits beside the actions on wide screens and takes its own row on a phone.
import { TrackOrderButton } from '../track-order/TrackOrderButton.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { StoreLogo } from './StoreLogo.tsx';
import { TopBar } from './TopBar.tsx';

export function StorefrontHeader() {
  return (
    <header className="sf-header">
      <TopBar />
      <div className="sf-container sf-header__row">
        <div className="sf-header__logo">
          <StoreLogo />
        </div>
        <TrackOrderButton />
        <HeaderActions />
      </div>
    </header>
  );
}
