import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { channelStatusesQueryOptions } from './api/get-channel-status';
import { facebookPermissionsQueryOptions } from './api/get-facebook-permissions';
import { facebookSchedulerQueryOptions } from './api/get-facebook-scheduler-status';
import { socialSchedulerQueryOptions } from './api/get-social-scheduler-status';

/** Loader of /social-media: the Automation tab it opens on (schedulers and connections). */
export const loadSocialMedia = (args: AdminLoaderArgs) =>
  loadAdminScreen(args, (queryClient) => [
    queryClient.prefetchQuery(socialSchedulerQueryOptions()),
    queryClient.prefetchQuery(facebookSchedulerQueryOptions()),
    queryClient.prefetchQuery(facebookPermissionsQueryOptions()),
    queryClient.prefetchQuery(channelStatusesQueryOptions()),
  ]);
