import { ApiError } from '../../lib/api-client';
import { blockErrorToast, blockSuccessToast, popupErrorToast } from './newsletter-messages';

describe('newsletter messages (error catalogue)', () => {
  it('maps 409 and 429', () => {
    expect(blockErrorToast(new ApiError(409, '{}', {}))).toMatchObject({ title: 'Already subscribed', description: "You're already on our newsletter list!" });
    expect(blockErrorToast(new ApiError(429, '', undefined))).toMatchObject({
      title: 'Too many attempts',
      description: 'Please wait a moment before trying again.',
      type: 'error',
    });
  });
  it('uses the server message or a default for other errors', () => {
    expect(blockErrorToast(new ApiError(400, '', { message: 'Email is invalid' })).description).toBe('Email is invalid');
    expect(blockErrorToast(new TypeError('fetch failed')).description).toBe('Please try again later.');
    expect(popupErrorToast(new TypeError('x')).description).toBe('Unable to subscribe. Please try again later.');
  });
  it('words the three success cases', () => {
    expect(blockSuccessToast({ emailDeliveryIssue: true }).description).toContain('temporarily unavailable');
    expect(blockSuccessToast({ alreadySubscribed: true }).title).toBe('Already subscribed');
    expect(blockSuccessToast({}).title).toBe('Successfully subscribed!');
  });
});
