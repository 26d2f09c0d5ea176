import { Command } from '@nestjs/cqrs';
import { B2bCompetitorView } from '../../contracts/b2b-marketing.schemas';

/** Positioning against generic kinds of alternative, from our own product facts. */
export class CompetitorAnalysisCommand extends Command<B2bCompetitorView> {}
