import { LauncherCard } from '../../components/admin/launcher-card';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { getTikTokStatus } from './api/get-tiktok-status';
import { stageOf } from './tiktok-integration-page';

/** The dashboard's Marketing card: the social screens and the TikTok status check. */
export function SocialLaunchers() {
  const [checking, setChecking] = useState(false);
  const checkTikTok = async () => {
    setChecking(true);
    try {
      const s = await getTikTokStatus();
      notifySuccess('TikTok Status', `${stageOf(s.status)}${s.nextSteps[0] ? `. Next: ${s.nextSteps[0]}` : '.'}`);
    } catch (error) {
      notifyFailure('TikTok Status Check Failed', error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <LauncherCard title="Marketing" description="Facebook publishing and automation, and the TikTok connection.">
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/social-media">Social media manager</RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/tiktok-integration">TikTok integration</RouterLink>
      </Button>
      <Button size="sm" variant="outline" onClick={() => void checkTikTok()} loading={checking}>
        TikTok status check
      </Button>
    </LauncherCard>
  );
}
