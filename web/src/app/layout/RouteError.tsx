import { Component, type ErrorInfo, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';

interface Props {
  children: ReactNode;
}

/**
 * Last resort when a screen fails to render or its code cannot be loaded (e.g. an old tab after a new
 * release). The layout keys it by path, so navigating elsewhere clears the error.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-5 py-20 text-center">
        <h1 className="text-3xl font-semibold">{nl.site.errorHeading}</h1>
        <p className="mt-4 text-ink-soft">{nl.site.errorText}</p>
        <a href="/" className="mt-8 inline-block font-medium text-accent underline underline-offset-4">
          {nl.notFound.home}
        </a>
      </div>
    );
  }
}
