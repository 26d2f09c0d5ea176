import { Badge, Card, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useCreateB2bCampaign } from './api/create-b2b-campaign';
import { useB2bCampaigns } from './api/get-b2b-campaigns';
import { AUDIENCE_LABEL, CTA_LABEL, formatDay, formatUk, PLATFORM_LABEL, preview } from './b2b-labels';
import { FormAlert } from './form-alert';
import { OptionSelect } from './option-select';

type Audience = keyof typeof AUDIENCE_LABEL;
type Platform = keyof typeof PLATFORM_LABEL;

/** Campaigns: write and store a 7-day campaign, and the stored campaigns with their scheduled posts. */
export function CampaignsTab() {
  const [name, setName] = useState('');
  const [audience, setAudience] = useState<Audience | ''>('');
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateB2bCampaign();
  const campaigns = useB2bCampaigns();

  const toggle = (p: Platform, on: boolean) => setPlatforms((cur) => (on ? [...cur, p] : cur.filter((x) => x !== p)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !audience || platforms.length === 0) return setAlert('Please fill in campaign name, target audience, and select at least one platform');
    setAlert(null);
    create.mutate(
      { campaignName: name.trim(), targetAudience: audience, platforms, duration: 7 },
      {
        onSuccess: (c) => {
          notifySuccess('Campaign Created', `"${c.campaignName}" has ${c.posts.length} posts scheduled from ${formatDay(c.startDate)}.`);
          setName('');
        },
        onError: (err) => notifyFailure('Campaign Creation Failed', err),
      },
    );
  };

  return (
    <Stack gap="5">
      <Card.Root as="form" onSubmit={submit}>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            New 7-day campaign
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root>
              <Field.Label>Campaign name</Field.Label>
              <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
            </Field.Root>
            <OptionSelect label="Campaign audience" value={audience} onChange={setAudience} options={AUDIENCE_LABEL} />
          </SimpleGrid>
          <Stack gap="2">
            <Text fontWeight="medium">Platforms</Text>
            <HStack wrap="wrap" gap="4">
              {(Object.keys(PLATFORM_LABEL) as Platform[]).map((p) => (
                <Checkbox.Root key={p} checked={platforms.includes(p)} onCheckedChange={(d) => toggle(p, d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{PLATFORM_LABEL[p]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Stack>
          <FormAlert message={alert} />
          <Button type="submit" alignSelf="start" loading={create.isPending}>
            Create campaign
          </Button>
        </Card.Body>
      </Card.Root>

      <Heading as="h3" size="md">
        Stored campaigns
      </Heading>
      {campaigns.isPending && <Text>Loading campaigns…</Text>}
      {campaigns.isError && <Text color="red.600">Could not load the campaigns.</Text>}
      {campaigns.data?.items.length === 0 && <Text color="gray.600">No campaigns yet.</Text>}
      {campaigns.data?.items.map((c) => (
        <Card.Root key={c.id} data-testid="b2b-campaign">
          <Card.Body gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h4" size="sm">
                {c.campaignName}
              </Heading>
              <HStack>
                <Badge>{AUDIENCE_LABEL[c.targetAudience]}</Badge>
                <Badge colorPalette="blue">
                  {formatDay(c.startDate)} – {formatDay(c.endDate)}
                </Badge>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="gray.600">
              Created by {c.createdBy} · reach: {c.targetMetrics.reach} upcoming events to feature · written by{' '}
              {c.provider === 'openai' ? `OpenAI (${c.model})` : 'the local writer'}
            </Text>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When (UK time)</Table.ColumnHeader>
                  <Table.ColumnHeader>Platform</Table.ColumnHeader>
                  <Table.ColumnHeader>Call to action</Table.ColumnHeader>
                  <Table.ColumnHeader>Post</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {c.posts.map((p) => (
                  <Table.Row key={p.scheduledTime}>
                    <Table.Cell whiteSpace="nowrap">{formatUk(p.scheduledTime)}</Table.Cell>
                    <Table.Cell>{PLATFORM_LABEL[p.platform]}</Table.Cell>
                    <Table.Cell>{CTA_LABEL[p.callToAction]}</Table.Cell>
                    <Table.Cell title={p.content}>{preview(p.content)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
