import { Transaction } from '../../../../platform/event-log/transaction';
import { EarlyAccessSignup } from '../../domain/early-access-signup.aggregate';

export abstract class EarlyAccessSignupRepository {
  /** ON CONFLICT (feature, email) DO NOTHING: true only for the first sign-up of an address for a feature. */
  abstract addIfAbsent(tx: Transaction, signup: EarlyAccessSignup): Promise<boolean>;
}
