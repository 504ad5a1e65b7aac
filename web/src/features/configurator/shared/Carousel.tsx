/*
 * Our own slider, not a carousel library: measured against embla-carousel-react 8.6.0 (November 2026). Embla
 * added 7.4 KB gzip (19 KB minified) to the chunk every configurator page loads, and would have replaced only the
 * touch handling below: buttons, dots, counter, arrow keys, auto-advance, pause, reduced motion, the 150 + 50 ms
 * lock and the aria labels stay ours either way. It does not keep SPEC §9's swipe rule (it turns on the release
 * speed against 20 % of the slider's width, 50-225 px, so a slow 60 px swipe springs back on a phone), it
 * re-targets mid-animation instead of ignoring the step, and it needs IntersectionObserver, ResizeObserver and
 * layout, which jsdom lacks (all 31 component tests of the three screens with a slider failed). See
 * docs/ARCHITECTURE-NOTES.md, Widgets.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { configuratorTexts } from '../../../i18n/configurator';
import { useMediaQuery } from '../../../components/use-media-query';
import { pictureProps, ProductImage, type ProductPicture } from '../../../components/ProductImage';

const t = configuratorTexts.slider;

/** SPEC §9: a swipe counts from 50 px; a change locks the slider for 150 ms plus 50 ms. */
export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_LOCK_MS = 150 + 50;
/** How wide the slider draws a picture: half the page from 1024 px (two columns), the full width below. */
const SLIDE_SIZES = '(min-width: 1024px) 50vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 1024px) 10rem, 30vw';

interface CarouselProps {
  /** The product's pictures (`media`), main image first; each with its own alt text. */
  images: readonly ProductPicture[];
  /** The product's name, for the region's label. */
  name: string;
  /** Thumbnails under the picture (the configuration page); dots always. */
  thumbnails?: boolean;
  /** The 'n / total' counter. */
  counter?: boolean;
  /** Advance by itself every this many ms (Authentics: 4000), paused while the pointer or focus is on it and under reduced motion. */
  autoAdvanceMs?: number;
  /** The first picture is the page's largest paint: load it at once. */
  className?: string;
}

/**
 * The configurators' image slider (SPEC §2, §4): previous/next, dots, optional thumbnails and counter, arrow
 * keys when focus is in it, a swipe over 50 px, wrapping at both ends, and a short lock against double steps.
 * Every picture has its width and height; only the shown one is in the accessibility tree.
 */
export function Carousel({ images, name, thumbnails = false, counter = false, autoAdvanceMs, className = '' }: CarouselProps) {
  const total = images.length;
  const [index, setIndex] = useState(0);
  const locked = useRef(false);
  const touchStart = useRef<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);

  const go = useCallback(
    (next: number) => {
      if (total === 0 || locked.current) return;
      locked.current = true;
      window.setTimeout(() => (locked.current = false), TRANSITION_LOCK_MS);
      setIndex(((next % total) + total) % total);
    },
    [total],
  );

  const autoplay = autoAdvanceMs !== undefined && total > 1 && !reducedMotion && !paused;
  useEffect(() => {
    if (!autoplay || hovered || focused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [autoplay, hovered, focused, autoAdvanceMs, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) go(distance < 0 ? index + 1 : index - 1);
  };

  if (total === 0) return null;
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-ink shadow-md hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
  return (
    <section
      aria-roledescription="carrousel"
      aria-label={t.label(name)}
      className={className}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl border border-line bg-sand" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className="grid">
          {images.map((image, i) => (
            <ProductImage
              key={image.url}
              {...pictureProps(image)}
              sizes={SLIDE_SIZES}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              hidden={i !== index}
              className={`col-start-1 row-start-1 aspect-[4/3] transition-opacity duration-150 motion-reduce:transition-none ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            />
          ))}
        </div>
        {total > 1 && (
          <>
            <button type="button" aria-label={t.previous} onClick={() => go(index - 1)} className={`${arrow} left-3`}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" aria-label={t.next} onClick={() => go(index + 1)} className={`${arrow} right-3`}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </>
        )}
        {counter && total > 1 && (
          <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-3 py-1 text-sm font-medium text-page tabular-nums">
            {t.counter(index + 1, total)}
          </p>
        )}
      </div>
      {total > 1 && (
        <div className="mt-3 flex items-center justify-center gap-1">
          {images.map((image, i) => (
            <button
              key={image.url}
              type="button"
              aria-label={t.show(i + 1, total)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className={`block size-2.5 rounded-full transition-colors ${i === index ? 'bg-accent' : 'bg-line group-hover:bg-ink-soft'}`} />
            </button>
          ))}
          {autoAdvanceMs !== undefined && !reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-pressed={paused}
              className="ml-2 rounded-full px-3 py-1 text-sm text-ink-soft underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {paused ? t.play : t.pause}
            </button>
          )}
        </div>
      )}
      {thumbnails && total > 1 && (
        // A pointer's shortcut to the dots above, which keyboard and screen reader users have.
        // One row: a third of the width each, or an equal share when there are more (Authentics: five), never
        // narrower than 3.5rem; where that does not fit the row scrolls, so every thumbnail can be reached whole.
        <ul aria-hidden="true" className="mt-3 flex snap-x gap-3 overflow-x-auto overscroll-x-contain">
          {images.map((image, i) => (
            <li key={image.url} className="max-w-[calc((100%-1.5rem)/3)] min-w-14 flex-1 basis-0 snap-start">
              <button
                type="button"
                tabIndex={-1}
                data-thumbnail={i + 1}
                onClick={() => go(i)}
                className={`block w-full overflow-hidden rounded-xl border-2 ${i === index ? 'border-accent' : 'border-line hover:border-ink-soft'}`}
              >
                <ProductImage {...pictureProps(image)} alt="" sizes={THUMBNAIL_SIZES} className="aspect-[4/3]" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
