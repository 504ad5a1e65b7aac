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
  /** An uploaded photo's AVIF and WebP srcsets (a product's `media[n].sources`), best format first. */
  sources?: readonly PictureSource[];
  /** How wide the picture is drawn, for the browser to pick from the srcsets, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** Out of the accessibility tree (a slide that is not shown). */
  hidden?: boolean;
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

/** One picture of a product as the API gives it (`Product.media`): what <ProductImage> needs to draw it. */
export interface ProductPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
  sources: readonly PictureSource[];
}

/** How wide a product card draws its picture: a third of the page on wide screens, half on tablets, the width on phones. */
const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw';

/** A card's picture: the product's main image (`media[0]`) with its alt text, or our drawing named `fallbackAlt`. */
export function cardPictureProps(media: readonly ProductPicture[], fallbackAlt: string) {
  const main = media[0];
  return main ? { ...pictureProps(main), sizes: CARD_SIZES } : { src: null, alt: fallbackAlt };
}

/** The props that draw one of a product's pictures (its `media[n]`). */
export function pictureProps(picture: ProductPicture) {
  return { src: picture.url, alt: picture.alt, width: picture.width, height: picture.height, sources: picture.sources };
}

/**
 * A product picture with width, height and alt (an uploaded photo as <picture> with its AVIF and WebP srcsets); a
 * product without images gets our own line drawing of a
 * roller blind in the theme's colours (no stock photo, no CDN).
 */
export function ProductImage({ src, alt, width = 800, height = 600, loading = 'lazy', fetchPriority, className = '', sources = [], sizes, hidden }: ProductImageProps) {
  if (src) {
    const img = (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        aria-hidden={hidden || undefined}
        className={`h-auto w-full bg-sand object-cover ${className}`}
      />
    );
    if (!sources.length) return img;
    // The browser takes the first format it can show (AVIF, else WebP) in the width `sizes` asks for; the <img> draws it.
    return (
      <picture className="contents">
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        {img}
      </picture>
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
