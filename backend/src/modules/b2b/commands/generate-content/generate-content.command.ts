import { Command } from '@nestjs/cqrs';
import { B2bContentView, GenerateContentRequest } from '../../contracts/b2b-marketing.schemas';

/** Writes one piece of B2B copy from the catalogue's real figures (nothing stored but the AI usage). */
export class GenerateB2bContentCommand extends Command<B2bContentView> {
  constructor(readonly request: GenerateContentRequest) {
    super();
  }
}
