import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useNewsletterDashboard } from './api/newsletter-dashboard';
import { useNewsletterSettings, useSaveNewsletterSettings, useTestEmailConfiguration, type NewsletterSettings } from './api/newsletter-settings';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { CheckBox } from './check-box';

/**
 * Settings tab: stored and applied by the senders (sender, reply-to), the digest job (frequency, preferences, what to
 * do with the digest), the public sign-up (double opt-in) and campaigns (tracking).
 */
export function SettingsTab() {
  const settings = useNewsletterSettings();
  if (!settings.data) return <Text>{settings.isError ? errorMessage(settings.error) : 'Loading settings...'}</Text>;
  return <SettingsForms initial={settings.data} />;
}

function SettingsForms({ initial }: { initial: NewsletterSettings }) {
  const save = useSaveNewsletterSettings();
  const tester = useTestEmailConfiguration();
  const dashboard = useNewsletterDashboard();
  const [email, setEmail] = useState({ senderName: initial.senderName, senderEmail: initial.senderEmail, replyToEmail: initial.replyToEmail });
  const [system, setSystem] = useState({ doubleOptIn: initial.doubleOptIn, tracking: initial.tracking });
  const [prefs, setPrefs] = useState({ frequency: initial.frequency, preferences: initial.preferences, digestMode: initial.digestMode });
  // Reset the forms only when the stored values change, not on every refetch (that would drop unsaved edits).
  const stored = JSON.stringify(initial);
  useEffect(() => {
    const initial = JSON.parse(stored) as NewsletterSettings;
    setPrefs({ frequency: initial.frequency, preferences: initial.preferences, digestMode: initial.digestMode });
    setEmail({ senderName: initial.senderName, senderEmail: initial.senderEmail, replyToEmail: initial.replyToEmail });
    setSystem({ doubleOptIn: initial.doubleOptIn, tracking: initial.tracking });
  }, [stored]);

  const store = (changes: Partial<NewsletterSettings>, what: string) =>
    save.mutate(changes, { onSuccess: () => notifySuccess('Settings saved', what), onError: (e) => notifyFailure('Failed to update settings', e) });
  const saveEmail = (e: FormEvent) => {
    e.preventDefault();
    store(email, 'Email settings saved.');
  };
  const testEmail = () =>
    tester.mutate(undefined, {
      onSuccess: (r) =>
        r.success ? notifySuccess('Email configuration test successful!', r.message) : notifyFailure(`Email test failed: ${r.message}`, new Error(r.message)),
      onError: (e) => notifyFailure(`Test failed: ${errorMessage(e)}`, e),
    });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card.Root>
        <Card.Body>
          <form onSubmit={saveEmail} noValidate>
            <Stack gap="4">
              <Heading as="h3" size="md">
                Email Configuration
              </Heading>
              <Field.Root required>
                <Field.Label>Sender Name</Field.Label>
                <Input value={email.senderName} onChange={(e) => setEmail({ ...email, senderName: e.target.value })} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Sender Email</Field.Label>
                <Input type="email" value={email.senderEmail} onChange={(e) => setEmail({ ...email, senderEmail: e.target.value })} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Reply-to Email</Field.Label>
                <Input type="email" value={email.replyToEmail} onChange={(e) => setEmail({ ...email, replyToEmail: e.target.value })} />
              </Field.Root>
              <Button type="submit" colorPalette="purple" alignSelf="start" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Email Settings'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h3" size="md">
            Newsletter Preferences
          </Heading>
          <Field.Root>
            <Field.Label>Send frequency (digest)</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={prefs.frequency}
                onChange={(e) => setPrefs({ ...prefs, frequency: e.target.value as NewsletterSettings['frequency'] })}
              >
                <option value="monthly">Monthly (first Tuesday)</option>
                <option value="biweekly">Every two weeks (Tuesday)</option>
                <option value="weekly">Weekly (Tuesday)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <CheckBox
            checked={prefs.preferences.featuredEvents}
            onChange={(v) => setPrefs({ ...prefs, preferences: { ...prefs.preferences, featuredEvents: v } })}
            label="Featured events"
          />
          <CheckBox
            checked={prefs.preferences.newEvents}
            onChange={(v) => setPrefs({ ...prefs, preferences: { ...prefs.preferences, newEvents: v } })}
            label="New event announcements"
          />
          <CheckBox
            checked={prefs.preferences.reviews}
            onChange={(v) => setPrefs({ ...prefs, preferences: { ...prefs.preferences, reviews: v } })}
            label="Festival reviews and highlights"
          />
          <Field.Root>
            <Field.Label>When the digest is ready</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={prefs.digestMode}
                onChange={(e) => setPrefs({ ...prefs, digestMode: e.target.value as NewsletterSettings['digestMode'] })}
              >
                <option value="draft">Keep it as a draft for review</option>
                <option value="send">Send it automatically</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" colorPalette="purple" alignSelf="start" disabled={save.isPending} onClick={() => store(prefs, 'Preferences saved.')}>
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h3" size="md">
            System Settings
          </Heading>
          <Text fontSize="sm" data-testid="bounce-rate">
            Bounce rate (campaign mails): {dashboard.data ? `${dashboard.data.stats.bounceRate}%` : '…'}
          </Text>
          <CheckBox checked={system.doubleOptIn} onChange={(v) => setSystem({ ...system, doubleOptIn: v })} label="Require double opt-in for public sign-ups" />
          <CheckBox checked={system.tracking} onChange={(v) => setSystem({ ...system, tracking: v })} label="Track opens and clicks (pixel and signed links)" />
          <Button size="sm" variant="outline" alignSelf="start" disabled={save.isPending} onClick={() => store(system, 'System settings saved.')}>
            Save System Settings
          </Button>
          <Button size="sm" colorPalette="purple" alignSelf="start" onClick={testEmail} disabled={tester.isPending}>
            {tester.isPending ? 'Testing...' : 'Test Email Configuration'}
          </Button>
          {tester.data && (
            <Text fontSize="sm" color={tester.data.success ? 'green.700' : 'red.700'} data-testid="email-test-result">
              {tester.data.message}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
