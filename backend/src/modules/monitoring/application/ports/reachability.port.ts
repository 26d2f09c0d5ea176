export interface Reach {
  reachable: boolean;
  ms: number;
  error?: string;
}

/** Whether a configured outside service (a URL or a `host:port`) accepts a connection now. */
export abstract class Reachability {
  abstract probe(address: string): Promise<Reach>;
}
