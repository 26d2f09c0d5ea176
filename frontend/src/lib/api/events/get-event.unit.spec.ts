import { ApiError } from '../../api-client';
import { expiredRedirectTarget } from './get-event';

describe('expiredRedirectTarget', () => {
  it('follows a local redirectTo from a 410 body', () => {
    expect(expiredRedirectTarget(new ApiError(410, '', { redirectTo: '/expired-event/42' }), '42')).toBe('/expired-event/42');
  });
  it('falls back to /expired-event/{id} and refuses off-site targets', () => {
    expect(expiredRedirectTarget(new ApiError(410, '', {}), '42')).toBe('/expired-event/42');
    expect(expiredRedirectTarget(new ApiError(410, '', { redirectTo: '//evil.example' }), '42')).toBe('/expired-event/42');
    expect(expiredRedirectTarget(new ApiError(410, '', { redirectTo: 'https://evil.example' }), '42')).toBe('/expired-event/42');
  });
  it('ignores other errors', () => {
    expect(expiredRedirectTarget(new ApiError(404, '', {}), '42')).toBeNull();
    expect(expiredRedirectTarget(new Error('x'), '42')).toBeNull();
  });
});
