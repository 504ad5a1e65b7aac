import type { ImgHTMLAttributes } from 'react';

interface ProductImageProps {
  /** The image URL (a product's `images[n]`); without one our own placeholder drawing is shown. */
  src: string | null | undefined;
  /** Describes the picture; the placeholder is named by it too. */
  alt: string;
  /** Intrinsic size, so nothing jumps while it loads (the product SVGs are 800 × 600). */
  width?: number;
  height?: number;
  /** "lazy" below the fold (default), "eager" for the first picture a page shows. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
  className?: string;
}

/**
 * A product picture with width, height and alt; a product without images gets our own line drawing of a
 * roller blind in the theme's colours (no stock photo, no CDN).
 */
export function ProductImage({ src, alt, width = 800, height = 600, loading = 'lazy', fetchPriority, className = '' }: ProductImageProps) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={`h-auto w-full bg-sand object-cover ${className}`}
      />
    );
  }
  return (
    <svg
      role="img"
      aria-label={alt}
      width={width}
      height={height}
      viewBox="0 0 800 600"
      preserveAspectRatio="xMidYMid slice"
      className={`h-auto w-full bg-sand text-ink-soft ${className}`}
      data-placeholder="true"
    >
      <rect x="250" y="110" width="300" height="340" rx="6" fill="none" stroke="currentColor" strokeWidth="6" opacity="0.45" />
      <rect x="236" y="96" width="328" height="30" rx="15" fill="currentColor" opacity="0.55" />
      <rect x="262" y="126" width="276" height="210" fill="currentColor" opacity="0.22" />
      <path d="M262 336h276" stroke="currentColor" strokeWidth="8" strokeLinecap="round" opacity="0.55" />
      <path d="M548 126v150" stroke="currentColor" strokeWidth="4" strokeDasharray="2 10" strokeLinecap="round" opacity="0.6" />
      <circle cx="548" cy="290" r="9" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
