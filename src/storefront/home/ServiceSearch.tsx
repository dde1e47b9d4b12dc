// The search box above the services: a labelled search field; the list follows as the user types.
import { useId } from 'react';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function ServiceSearch({ value, onChange }: Props) {
  const id = useId();
  const { t } = useStoreWords();
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {t('storefront.home.search')}
      </label>
      <span className="sf-field__box">
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </svg>
        <input
          id={id}
          type="search"
          name="search"
          maxLength={100}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </form>
  );
}
