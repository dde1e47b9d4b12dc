// The card every account form sits in: a title, a sentence, the form, the server's message and a footer.
// Hand-built (accounts.css, ../ui/): the login and account pages open from mails on phones and load no
// styling library. Under a page's own h1 (the checkout) its title is an h2.
import type { ReactNode } from 'react';
import { useHeadingTag } from '../heading-level.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import './accounts.css';

interface Props {
  title: string;
  subtitle?: string;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

export function AccountFormCard({
  title,
  subtitle,
  submitLabel,
  submitting,
  failure,
  onSubmit,
  children,
  footer,
}: Props) {
  const heading = useHeadingTag();
  return (
    <div className="sf-container sf-account">
      <div className="sf-panel sf-account__card">
        {heading === 'h1' ? (
          <h1 className="sf-page__title sf-account__title">{title}</h1>
        ) : (
          <h2 className="sf-page__title sf-account__title">{title}</h2>
        )}
        {subtitle ? <p className="sf-secondary sf-account__subtitle">{subtitle}</p> : null}
        <form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          <div className="sf-account__fields">{children}</div>
          <div aria-live="assertive">
            {failure ? (
              <div className="sf-account__failure">
                <Notice kind="error" testId="account-error">
                  {failure}
                </Notice>
              </div>
            ) : null}
          </div>
          <Button
            type="submit"
            variant="primary"
            size="large"
            wide
            disabled={submitting}
            className="sf-account__submit"
          >
            {submitting ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </form>
        {footer ? <div className="sf-account__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
