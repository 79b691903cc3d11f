'use client';

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface CarouselSlide {
  id: string;
  /** "2 of 6": the slide group's name. */
  label: string;
  /** "Slide 2 of 6: Title": said politely when the slide becomes the current one. */
  announcement: string;
  content: ReactNode;
}

export interface CarouselText {
  label: string;
  carousel: string;
  slide: string;
  slides: string;
  previous: string;
  next: string;
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
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} />
    </svg>
  );
}

const controlClass =
  'flex size-12 items-center justify-center rounded-full border-2 border-ink bg-white text-ink transition-colors duration-250 ease-in-out hover:bg-ink hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-steel-300 aria-disabled:text-steel-600 aria-disabled:hover:bg-white';

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
          setAnnouncement(slides[index]?.announcement ?? '');
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
  }, [slides]);

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
  const from = () => target.current ?? position.index;
  const previous = () => {
    if (from() > 0) goTo(from() - 1);
  };
  const next = () => {
    if (!position.atEnd) goTo(from() + 1);
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
      <div className="mb-8 flex flex-wrap items-end justify-between gap-x-8 gap-y-6 md:mb-12">
        <div className="min-w-0 flex-1 basis-72">{heading}</div>
        {/* Kept in place but hidden until the buttons work, so nothing shifts when they appear. */}
        <div className={`flex items-center gap-3 ${hydrated ? '' : 'invisible'}`}>
          <p aria-hidden="true" className="mr-3 font-semibold text-steel-700 tabular-nums">
            <span className="text-ink">{count(position.index + 1)}</span>
            <span className="mx-1.5 text-steel-600">/</span>
            {count(slides.length)}
          </p>
          <button
            type="button"
            className={controlClass}
            aria-controls={`${id}-slides`}
            aria-disabled={position.atStart}
            aria-label={text.previous}
            onClick={previous}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={controlClass}
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
        className="relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto overscroll-x-contain px-5 pb-6 [scrollbar-color:var(--color-ink)_var(--color-steel-200)] [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:gap-6 sm:px-0 motion-safe:scroll-smooth"
      >
        {slides.map((slide) => (
          <div
            key={slide.id}
            data-slide
            role="group"
            aria-roledescription={text.slide}
            aria-label={slide.label}
            className="w-[85%] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
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
