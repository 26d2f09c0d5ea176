import { ImageEvaluation, ImageMetrics } from '../../domain/image-quality';

export interface ImageInspection {
  imageUrl: string;
  evaluation: ImageEvaluation;
  metrics: ImageMetrics | null;
}

/** Fetches an image and scores it (against the event's official website, when it has one). */
export abstract class ImageInspector {
  abstract inspect(imageUrl: string, officialUrl: string | null): Promise<ImageInspection>;
}
