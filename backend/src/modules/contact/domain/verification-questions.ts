/** The spec's 15 verification questions (public-pages.md §3). The answer never leaves the server. */
export const VERIFICATION_QUESTIONS: ReadonlyArray<{ question: string; answer: string }> = [
  { question: 'What colour is the sky on a clear day?', answer: 'blue' },
  { question: 'What sweet food do bees make?', answer: 'honey' },
  { question: 'Which pet animal says "meow"?', answer: 'cat' },
  { question: 'What is frozen water called?', answer: 'ice' },
  { question: 'Which fruit keeps the doctor away, so they say?', answer: 'apple' },
  { question: 'What do you write with that is filled with ink?', answer: 'pen' },
  { question: 'What is the first meal of the day called?', answer: 'breakfast' },
  { question: 'Which planet do we live on?', answer: 'earth' },
  { question: 'What falls from clouds and makes you wet?', answer: 'rain' },
  { question: 'Which animal barks?', answer: 'dog' },
  { question: 'What do you use to cut paper?', answer: 'scissors' },
  { question: 'What colour do you get when you mix red and white?', answer: 'pink' },
  { question: 'Which animal is known as the king of the jungle?', answer: 'lion' },
  { question: 'What is a baby cat called?', answer: 'kitten' },
  { question: 'What hangs on the wall and tells you the time?', answer: 'clock' },
];

/** Equal ignoring case and surrounding spaces (spec rule). */
export function answerMatches(expected: string, given: string): boolean {
  return expected.trim().toLowerCase() === given.trim().toLowerCase();
}
