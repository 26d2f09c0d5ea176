/**
 * The one definition of "member of a segment", shared by the live size and the campaign fan-out: an active
 * subscriber whose source is one of the segment's (any when null) and who signed up within its dates (London days,
 * both ends inclusive). `s` is the newsletter_subscriptions alias, `g` the newsletter_segments alias.
 */
export const SEGMENT_MEMBER = `s.status = 'active'
  AND (g.sources IS NULL OR s.source = ANY (g.sources))
  AND (g.signed_up_from IS NULL OR s.subscribed_at >= (g.signed_up_from::timestamp AT TIME ZONE 'Europe/London'))
  AND (g.signed_up_to IS NULL OR s.subscribed_at < ((g.signed_up_to + 1)::timestamp AT TIME ZONE 'Europe/London'))`;
