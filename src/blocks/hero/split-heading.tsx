import type { CSSProperties, ReactNode } from 'react';
import styles from './split-heading.module.css';
import { chars, lines, staggerDelays, words, type SplitMode } from './split-text';

function delayStyle(ms: number | undefined): CSSProperties {
  return { '--split-delay': `${ms ?? 0}ms` } as CSSProperties;
}

/** Pieces with a space between them, as the browser would set the plain text. */
function spaced(pieces: ReactNode[]): ReactNode[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [' ', piece]));
}

function animatedPieces(text: string, mode: SplitMode): ReactNode {
  if (mode === 'lines') {
    const parts = lines(text);
    const delays = staggerDelays(parts.length, mode);
    return parts.map((line, index) => (
      <span key={index} className={styles.line} style={delayStyle(delays[index])}>
        {line}
      </span>
    ));
  }
  if (mode === 'words') {
    const parts = words(text);
    const delays = staggerDelays(parts.length, mode);
    return spaced(
      parts.map((word, index) => (
        <span key={index} className={styles.part} style={delayStyle(delays[index])}>
          {word}
        </span>
      )),
    );
  }
  const wordChars = words(text).map(chars);
  const delays = staggerDelays(wordChars.flat().length, mode);
  const firstOf = wordChars.map((_, index) =>
    wordChars.slice(0, index).reduce((sum, letters) => sum + letters.length, 0),
  );
  return spaced(
    wordChars.map((letters, wordIndex) => (
      <span key={wordIndex} className={styles.word}>
        {letters.map((letter, index) => (
          <span
            key={index}
            className={styles.part}
            style={delayStyle(delays[(firstOf[wordIndex] ?? 0) + index])}
          >
            {letter}
          </span>
        ))}
      </span>
    )),
  );
}

/**
 * The page's h1, revealed piece by piece when `mode` is set. Assistive technology reads the title
 * once, from the heading's label; the animated pieces are hidden from it, and the visible text
 * (what a visitor selects or a test reads) stays the title itself.
 */
export function SplitHeading({
  text,
  mode,
  className,
}: {
  text: string;
  mode: SplitMode | undefined;
  className: string;
}) {
  if (!mode || !text.trim()) return <h1 className={className}>{text}</h1>;
  return (
    <h1 className={className} aria-label={text}>
      <span aria-hidden="true">{animatedPieces(text, mode)}</span>
    </h1>
  );
}
