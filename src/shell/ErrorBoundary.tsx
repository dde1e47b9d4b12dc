// Catches a page that failed to render or load (after the one chunk reload) and offers a reload instead of
// a blank screen, in the language in force (i18n/frame-words.ts). The error goes to the error-reporting
// service. A new resetKey (the path) clears it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './error-reporting.ts';
import { useFrameWords } from './i18n/frame-words.ts';
import { MessagePage } from './MessagePage.tsx';

function ErrorPage() {
  const words = useFrameWords();
  return (
    <MessagePage
      title={words.error.title}
      sentence={words.error.sentence}
      action={
        <button type="button" className="shell-button wl-button" onClick={() => window.location.reload()}>
          {words.error.reload}
        </button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPage />;
  }
}
