/** Five stars, `rating` of them filled; read by screen readers as `label` (e.g. '4 van 5 sterren'). */
export function Stars({ rating, label, className = '' }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className={n <= rating ? 'text-accent' : 'text-line'}>
          <path fill="currentColor" d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
