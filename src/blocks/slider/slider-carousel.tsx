'use client';

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { StrokeIcon } from '@/site/ui/stroke-icon';

export interface CarouselSlide {
  id: string;
  title: string;
  content: ReactNode;
}

export interface CarouselText {
  label: string;
  carousel: string;
  slide: string;
  slides: string;
  previous: string;
  next: string;
  /** "{index} of 6": a slide group's name, filled in for each slide. */
  slideOf: string;
  /** "Slide {index} of 6: {title}": said politely when a slide becomes the current one. */
  position: string;
}

/** A text of `CarouselText` with its `{index}` and `{title}` filled in. */
function fill(template: string, index: number, title = ''): string {
  return template.replace(/\{(index|title)\}/g, (_, key: string) =>
    key === 'index' ? String(index + 1) : title,
  );
}

interface Position {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

const noSubscription = () => () => {};
const SETTLE_MS = 150;

function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function slidesOf(viewport: HTMLElement): HTMLElement[] {
  return Array.from(viewport.querySelectorAll<HTMLElement>(':scope > [data-slide]'));
}

/** The slide whose start is nearest the scroll position, and whether either end is reached. */
function measure(viewport: HTMLElement): Position {
  const slides = slidesOf(viewport);
  const origin = slides[0]?.offsetLeft ?? 0;
  let index = 0;
  let nearest = Infinity;
  slides.forEach((slide, i) => {
    const distance = Math.abs(slide.offsetLeft - origin - viewport.scrollLeft);
    if (distance < nearest) {
      nearest = distance;
      index = i;
    }
  });
  return {
    index,
    atStart: viewport.scrollLeft <= 1,
    atEnd: viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1,
  };
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <StrokeIcon
      d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
      viewBox="0 0 20 20"
    />
  );
}

/**
 * WAI-ARIA carousel over a CSS scroll-snap row: the row scrolls (swipe, trackpad, keyboard)
 * without JavaScript; with it, previous/next buttons and the arrow keys move one slide, and the
 * new position is announced politely. No autoplay.
 */
export function SliderCarousel({
  id,
  labelledBy,
  heading,
  text,
  slides,
}: {
  id: string;
  labelledBy?: string;
  /** The block's h2, set in one row with the controls. */
  heading: ReactNode;
  text: CarouselText;
  slides: CarouselSlide[];
}) {
  const hydrated = useHydrated();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({ index: 0, atStart: true, atEnd: false });
  const [announcement, setAnnouncement] = useState('');
  // Where a button or key press is taking the row, so quick presses add up during the scroll.
  const target = useRef<number | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let announced = 0;
    const update = () => {
      const next = measure(viewport);
      setPosition((current) =>
        current.index === next.index &&
        current.atStart === next.atStart &&
        current.atEnd === next.atEnd
          ? current
          : next,
      );
      return next;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
      clearTimeout(settle);
      settle = setTimeout(() => {
        target.current = null;
        const { index } = update();
        if (index !== announced) {
          announced = index;
          const slide = slides[index];
          if (slide) setAnnouncement(fill(text.position, index, slide.title));
        }
      }, SETTLE_MS);
    };
    const resize = new ResizeObserver(() => update());
    resize.observe(viewport);
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resize.disconnect();
      viewport.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [slides, text.position]);

  const goTo = (index: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const all = slidesOf(viewport);
    const clamped = Math.max(0, Math.min(index, all.length - 1));
    const slide = all[clamped];
    if (!slide) return;
    target.current = clamped;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({
      left: slide.offsetLeft - (all[0]?.offsetLeft ?? 0),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  // Measured at the press, not read from the last update: a row measured while its block was not
  // laid out looked empty, so at its end, until the next resize notice, and an arrow key pressed
  // before that did nothing (media-blocks.browser.test.ts).
  const now = () => (viewportRef.current ? measure(viewportRef.current) : position);
  const previous = () => {
    const at = target.current ?? now().index;
    if (at > 0) goTo(at - 1);
  };
  const next = () => {
    const here = now();
    if (!here.atEnd) goTo((target.current ?? here.index) + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handlers: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(slides.length - 1),
    };
    const handler = handlers[event.key];
    if (!handler || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    handler();
  };

  const count = (n: number) => String(n).padStart(2, '0');

  return (
    <div
      role="region"
      aria-roledescription={text.carousel}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : text.label}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-head">
        <div className="carousel-heading">{heading}</div>
        {/* Kept in place but hidden until the buttons work, so nothing shifts when they appear. */}
        <div className={hydrated ? 'carousel-controls' : 'carousel-controls invisible'}>
          <p aria-hidden="true" className="carousel-count">
            <span className="text-ink">{count(position.index + 1)}</span>
            <span className="mx-1.5 text-steel-600">/</span>
            {count(slides.length)}
          </p>
          <button
            type="button"
            className="carousel-button"
            aria-controls={`${id}-slides`}
            aria-disabled={position.atStart}
            aria-label={text.previous}
            onClick={previous}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="carousel-button"
            aria-controls={`${id}-slides`}
            aria-disabled={position.atEnd}
            aria-label={text.next}
            onClick={next}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <div
        ref={viewportRef}
        id={`${id}-slides`}
        role="group"
        aria-label={text.slides}
        // Focusable so the row can be scrolled from the keyboard even where no slide has a link.
        tabIndex={0}
        className="carousel-row"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            data-slide
            role="group"
            aria-roledescription={text.slide}
            aria-label={fill(text.slideOf, index)}
            className="carousel-slide"
          >
            {slide.content}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
