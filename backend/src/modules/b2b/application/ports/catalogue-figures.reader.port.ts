import { CatalogueFigures } from '../catalogue-figures';

/** Reads the catalogue's figures through the events and categories queries. */
export abstract class CatalogueFiguresReader {
  abstract read(): Promise<CatalogueFigures>;
}
