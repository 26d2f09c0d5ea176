import { QueryClient } from '@tanstack/react-query';
import { gateOpens, loadAdminScreen } from './admin-loader';
import { SIGNED_OUT_STATUS, type AdminStatus } from './api/get-admin-status';
import { adminKeys } from './api/query-keys';

const signedIn = (role: 'owner' | 'editor' | 'marketer', areas: AdminStatus['areas'], requiresPasswordChange = false): AdminStatus => ({
  ...SIGNED_OUT_STATUS,
  authenticated: true,
  username: role,
  role,
  areas,
  requiresPasswordChange,
});
const EDITOR = signedIn('editor', ['catalogue']);
const MARKETER = signedIn('marketer', ['marketing']);

describe('gateOpens: the loader reads only what the gate will show', () => {
  it('refuses a signed-out visitor everywhere', () => {
    expect(gateOpens(SIGNED_OUT_STATUS, '/admin')).toBe(false);
    expect(gateOpens(SIGNED_OUT_STATUS, '/admin/events')).toBe(false);
  });

  it('refuses every screen but the password change while a change is pending', () => {
    const pending = signedIn('editor', ['catalogue'], true);
    expect(gateOpens(pending, '/admin/events')).toBe(false);
    expect(gateOpens(pending, '/password-change')).toBe(true);
  });

  it("follows the role's areas; pages outside every area are for every admin", () => {
    expect(gateOpens(EDITOR, '/admin/events/abc')).toBe(true);
    expect(gateOpens(EDITOR, '/newsletter-management')).toBe(false);
    expect(gateOpens(MARKETER, '/admin/events')).toBe(false);
    expect(gateOpens(MARKETER, '/social-media')).toBe(true);
    expect(gateOpens(MARKETER, '/admin/operations')).toBe(true);
  });
});

describe('loadAdminScreen', () => {
  async function readsFor(status: AdminStatus, pathname: string): Promise<string[]> {
    const queryClient = new QueryClient();
    queryClient.setQueryData(adminKeys.status, status);
    const started: string[] = [];
    const returned = loadAdminScreen({ context: { queryClient }, location: { pathname } }, () => {
      started.push(pathname);
      return [];
    });
    expect(returned).toBeUndefined(); // returns at once: the router renders the gate meanwhile
    await new Promise((resolve) => setTimeout(resolve, 0));
    return started;
  }

  it('starts the reads once the cached status opens the gate, and not otherwise', async () => {
    await expect(readsFor(EDITOR, '/admin/events')).resolves.toEqual(['/admin/events']);
    await expect(readsFor(MARKETER, '/admin/events')).resolves.toEqual([]);
    await expect(readsFor(SIGNED_OUT_STATUS, '/admin/venues')).resolves.toEqual([]);
  });
});
