import { Transaction } from '../../../../platform/event-log/transaction';
import { SocialAutomation } from '../../domain/automation.aggregate';

export abstract class AutomationRepository {
  /** Loads and locks the automation state (the initial Stopped state when none is stored). */
  abstract load(tx: Transaction): Promise<SocialAutomation>;
  abstract save(tx: Transaction, automation: SocialAutomation): Promise<void>;
  abstract current(): Promise<SocialAutomation>;
}
