/** The fact checker and the facts it checks against, for other modules' generated texts (social content). */
export { checkFacts } from '../domain/fact-checker';
export type { FactIssue } from '../domain/fact-checker';
export type { EventFacts } from '../domain/event-facts';
export { formatFactDates, placeOf } from '../domain/event-facts';
