import { ApiError, serverMessage } from '../../lib/api-client';
import type { SubscribeResult } from './api/subscribe';

export interface ToastMessage {
  title: string;
  description: string;
  type: 'success' | 'error' | 'info';
}

/** The home block's error catalogue (spec public-home section 8). */
export function blockErrorToast(error: unknown): ToastMessage {
  if (error instanceof ApiError && error.status === 409)
    return { title: 'Already subscribed', description: "You're already on our newsletter list!", type: 'info' };
  if (error instanceof ApiError && error.status === 429)
    return { title: 'Too many attempts', description: 'Please wait a moment before trying again.', type: 'error' };
  return { title: 'Subscription failed', description: serverMessage(error) ?? 'Please try again later.', type: 'error' };
}

export function blockSuccessToast(result: Pick<SubscribeResult, 'alreadySubscribed' | 'emailDeliveryIssue'>): ToastMessage {
  if (result.emailDeliveryIssue)
    return {
      title: 'Successfully subscribed!',
      description: "Email confirmation is temporarily unavailable due to high demand, but you're now on our list.",
      type: 'success',
    };
  if (result.alreadySubscribed)
    return { title: 'Already subscribed', description: "You're already on our newsletter list. Thanks for your interest!", type: 'info' };
  return {
    title: 'Successfully subscribed!',
    description: "Check your email for confirmation. You'll receive the latest Festival news and early bird tickets.",
    type: 'success',
  };
}

export function popupErrorToast(error: unknown): ToastMessage {
  return { title: 'Subscription failed', description: serverMessage(error) ?? 'Unable to subscribe. Please try again later.', type: 'error' };
}

export const POPUP_SUCCESS_TOAST: ToastMessage = {
  title: 'Successfully subscribed!',
  description: 'Welcome to the Festival Finder newsletter. Check your email for confirmation.',
  type: 'success',
};
