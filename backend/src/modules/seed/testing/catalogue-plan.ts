/** The seed catalogue as planned events, for other modules' tests and probes (the real festivals, rolled forward). */
export { planCatalogue } from '../catalogue-plan';
