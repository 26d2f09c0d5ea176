import { OramaEventReadModel } from '../infrastructure/read-model/embedded/orama-event-read-model';

/** A fresh in-process read model (the embedded Orama index), for benchmarks of other modules that search events. */
export function embeddedEventReadModel(): OramaEventReadModel {
  return new OramaEventReadModel();
}
