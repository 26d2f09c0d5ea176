import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { categoryGradient } from '../../../lib/category-style';

// Plain category gradients: the category artwork has a large translucent icon in its middle, which sat right behind
// the heading and read as a rendering fault.
export const HERO_BACKGROUNDS = ['music', 'food-drink', 'arts-culture', 'family'].map(categoryGradient);

interface Props {
  /** Ids differ between the first paint and the app: both are in the page until the hand-over (lib/page-shell.ts). */
  titleId: string;
  queryId: string;
  heading: ReactNode;
  text: ReactNode;
  /** The first paint's `action`/`method` (works without script), or the app's `onSubmit`. */
  form: FormHTMLAttributes<HTMLFormElement>;
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  submit: { label: ReactNode; disabled?: boolean; testId?: string };
  /** Which of HERO_BACKGROUNDS shows (the app rotates them; the first paint shows the first). */
  background?: number;
  /** The app's interactive parts: Smart Search toggle, the suggestions under the box, category select, progress. */
  toggle?: ReactNode;
  suggestions?: ReactNode;
  category?: ReactNode;
  below?: ReactNode;
}

/**
 * The home hero, drawn by the app (hero-search.tsx, with its interactive parts) and by the server-rendered first
 * paint (first-paint/home-first-screen.tsx, a plain GET form): plain elements and the `.ff-hero*` classes in
 * styles.css, so both look alike and the hand-over does not move anything.
 */
export function HeroFrame({ titleId, queryId, heading, text, form, input, submit, background = 0, toggle, suggestions, category, below }: Props) {
  return (
    <section className="ff-hero" aria-labelledby={titleId}>
      {HERO_BACKGROUNDS.map((bg, i) => (
        <div key={bg} aria-hidden="true" className="ff-hero-bg" style={{ background: bg, opacity: i === background ? 1 : 0 }} />
      ))}
      <div className="ff-hero-veil" aria-hidden="true" />
      <div className="ff-hero-in">
        <h1 id={titleId}>{heading}</h1>
        <p className="ff-hero-text">{text}</p>
        <form {...form} role="search" aria-label="Find festivals" className="ff-hero-form">
          {toggle && <div className="ff-hero-toggle">{toggle}</div>}
          <div className="ff-hero-row">
            <div className="ff-hero-field">
              <label htmlFor={queryId} className="visually-hidden">
                Search festivals
              </label>
              <input id={queryId} {...input} autoComplete="off" className="ff-hero-input" />
              {suggestions}
            </div>
            {category}
            <button type="submit" className="ff-hero-submit" disabled={submit.disabled} data-testid={submit.testId}>
              {submit.label}
            </button>
          </div>
          {below}
          <p className="ff-hero-tip">
            <strong>Pro tip:</strong> try “jazz in Cheltenham”, “free family days out in August” or “food festivals in Wales”.
          </p>
        </form>
      </div>
    </section>
  );
}
