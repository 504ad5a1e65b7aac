import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/** SPEC §9: a section starts its fade-in once 20% of it is visible. */
export const REVEAL_THRESHOLD = 0.2;

interface RevealProps {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
}

/**
 * Fades its content in once, the first time it is 20% visible. Without IntersectionObserver the content
 * is simply shown; under prefers-reduced-motion the CSS drops the transition (see index.css `.reveal`).
 */
export function Reveal({ as: Tag = 'section', className = '', children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag ref={ref} className={`reveal ${className}`} data-visible={visible} {...rest}>
      {children}
    </Tag>
  );
}
