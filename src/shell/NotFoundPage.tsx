// The not-found page of docs/product.md#routes-not-found: "This page does not exist" and a Go to Homepage
// button to the root, in the face's words (every face's routes are inside a words provider).
import { Link } from 'react-router-dom';
import { useWords } from './i18n/words-context.ts';
import { MessagePage } from './MessagePage.tsx';

/** A magnifier with a cross (drawn here: an icon library would weigh more than the page). */
function SearchOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="10" cy="10" r="6" />
      <path d="M15 15l6 6M7.5 7.5l5 5M12.5 7.5l-5 5" />
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useWords();
  return (
    <MessagePage
      icon={<SearchOffIcon />}
      title={t('frame.not_found.title')}
      sentence={t('frame.not_found.sentence')}
      action={
        <Link to="/" className="shell-button wl-button shell-button--large">
          {t('frame.not_found.home')}
        </Link>
      }
    />
  );
}
