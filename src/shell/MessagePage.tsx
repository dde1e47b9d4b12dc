// A page that is one message: a title, at most one sentence and an optional action. Used for the not-found
// page, the inactive-store page and errors. Plain elements (src/shell/shell.css): every face can show it
// before its own styling library has loaded.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  sentence?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

export function MessagePage({ title, sentence, icon, action }: Props) {
  return (
    <div className="shell-message">
      {icon && (
        <div aria-hidden className="shell-message__icon">
          {icon}
        </div>
      )}
      <h1 className="shell-title">{title}</h1>
      {sentence && <p className="shell-secondary">{sentence}</p>}
      {action && <div className="shell-message__action">{action}</div>}
    </div>
  );
}
