/**
 * Calm grey blocks that hold a card's place while its data loads (SPEC §2: skeleton cards on the product
 * list and the overview). They pulse, without motion under prefers-reduced-motion, and are hidden from
 * assistive technology: the page announces the loading once in its own status region.
 */

/** One pulsing block; size and shape come from `className` (e.g. "h-4 w-2/3 rounded"). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse bg-sand motion-reduce:animate-none ${className}`} />;
}

interface SkeletonCardProps {
  /** Classes for the card itself, e.g. a width in a horizontal scroller or `hidden md:flex`. */
  className?: string;
  /** Image aspect ratio class; default 4:3 like the product images. */
  imageClassName?: string;
}

/** The shape of a product card: image, title, two lines of text, price and a button. */
export function SkeletonCard({ className = '', imageClassName = 'aspect-[4/3]' }: SkeletonCardProps) {
  return (
    <li aria-hidden="true" className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-card ${className}`}>
      <Skeleton className={`w-full ${imageClassName}`} />
      <span className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-6 w-3/4 rounded-md" />
        <Skeleton className="h-4 w-full rounded" />
        <Skeleton className="h-4 w-5/6 rounded" />
        <Skeleton className="mt-2 h-5 w-1/3 rounded" />
        <Skeleton className="mt-auto h-11 w-full rounded-full" />
      </span>
    </li>
  );
}
