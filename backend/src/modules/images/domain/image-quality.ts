/**
 * Scores one event image from measured facts (size, sharpness, colour spread) and where it lives. Pure, so the
 * rules are tested without images. Spec thresholds: an image is preserved at 70, or at 50 when it is the
 * organiser's own (on the event's official website domain).
 */
import { onOrganiserSite, placeholderHostOf, stockHostOf } from './image-hosts';

export const PRESERVE_SCORE = 70;
export const PRESERVE_SCORE_ORGANISER = 50;

export interface ImageMetrics {
  format: string;
  width: number;
  height: number;
  bytes: number;
  /** Variance of the Laplacian of the greyscale image (at most 512 px wide): low means blurry. */
  blurVariance: number;
  /** Largest standard deviation of any colour channel: near 0 means one flat colour. */
  colourSpread: number;
}

export type ImageProbe = { ok: true; metrics: ImageMetrics } | { ok: false; problem: string };

export interface ImageEvaluation {
  score: number;
  /** One sentence for people: the main problems, or why the image is good. */
  reason: string;
  reasons: string[];
  preserved: boolean;
  organiser: boolean;
  stock: boolean;
  placeholder: boolean;
  broken: boolean;
}

export const BLURRY_VARIANCE = 60;
export const SOFT_VARIANCE = 180;

export function evaluateImage(imageUrl: string, officialUrl: string | null, probe: ImageProbe): ImageEvaluation {
  const organiser = onOrganiserSite(imageUrl, officialUrl);
  const stockHost = stockHostOf(imageUrl);
  const placeholderHost = placeholderHostOf(imageUrl);
  const reasons: string[] = [];
  let score = 100;
  if (!probe.ok) {
    reasons.push(probe.problem);
    score = 0;
  } else {
    const m = probe.metrics;
    const ratio = m.width / Math.max(1, m.height);
    if (m.width < 200 || m.height < 150) {
      score -= 60;
      reasons.push(`Tiny image (${m.width}×${m.height} px)`);
    } else if (m.width < 600 || m.height < 315) {
      score -= 25;
      reasons.push(`Low resolution (${m.width}×${m.height} px; cards want 800×450)`);
    }
    if (m.colourSpread < 4) {
      score -= 70;
      reasons.push('A single flat colour: no picture in it');
    } else if (m.blurVariance < BLURRY_VARIANCE) {
      score -= 40;
      reasons.push(`Blurry (sharpness ${Math.round(m.blurVariance)})`);
    } else if (m.blurVariance < SOFT_VARIANCE) {
      score -= 15;
      reasons.push(`Slightly soft (sharpness ${Math.round(m.blurVariance)})`);
    }
    if (ratio < 0.5 || ratio > 3) {
      score -= 20;
      reasons.push(`Unusual shape (${ratio.toFixed(2)}:1) crops badly on cards`);
    } else if (ratio < 1) {
      score -= 10;
      reasons.push('Portrait picture: cards crop it to landscape');
    }
    if (m.bytes > 3 * 1024 * 1024) {
      score -= 10;
      reasons.push(`Heavy file (${(m.bytes / 1024 / 1024).toFixed(1)} MB) slows pages down`);
    } else if (m.bytes < 4000 && m.width * m.height >= 300_000) {
      score -= 10;
      reasons.push('Very small file for its size: heavily compressed');
    }
  }
  if (placeholderHost) {
    score = Math.min(score, 10);
    reasons.push(`Placeholder image service (${placeholderHost})`);
  }
  if (stockHost) {
    score -= 40;
    reasons.push(`Stock photo (${stockHost}) rather than the event's own picture`);
  }
  score = Math.max(0, Math.min(100, Math.round(score)));
  const preserved = probe.ok && score >= (organiser ? PRESERVE_SCORE_ORGANISER : PRESERVE_SCORE);
  const reason =
    reasons.length > 0
      ? reasons.join('; ')
      : organiser
        ? "Good quality: the organiser's own image"
        : `Good quality (${probe.ok ? `${probe.metrics.width}×${probe.metrics.height} px` : ''})`;
  return {
    score,
    reason: organiser && reasons.length > 0 ? `${reason} (organiser's own image)` : reason,
    reasons,
    preserved,
    organiser,
    stock: Boolean(stockHost),
    placeholder: Boolean(placeholderHost),
    broken: !probe.ok,
  };
}
