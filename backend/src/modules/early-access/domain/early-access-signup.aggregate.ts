import { Aggregate } from '../../../platform/domain/aggregate';
import { hashEmail } from '../../mail/contracts/email-address';
import { EarlyAccessEventTypes } from './early-access.events';
import { EarlyAccessFeature } from './early-access.features';

export interface EarlyAccessSignupProps {
  feature: EarlyAccessFeature;
  email: string;
  requestedAt: Date;
}

export class EarlyAccessSignup extends Aggregate<EarlyAccessSignupProps> {
  readonly streamType = 'early-access-signup';

  static request(id: string, feature: EarlyAccessFeature, email: string, now: Date): EarlyAccessSignup {
    const s = new EarlyAccessSignup(id, { feature, email, requestedAt: now }, 0);
    s.record(EarlyAccessEventTypes.Requested, { feature, emailHash: hashEmail(email), requestedAt: now.toISOString() });
    return s;
  }
}
