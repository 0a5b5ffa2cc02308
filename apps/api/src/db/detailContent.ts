// Shapes of the JSON detail columns of products and items (storefront §3.4, §3.5). Lists that are only
// ever read with their product live in JSON instead of their own tables; media files are addressed by
// path on the API host.
import type { MatrixCodeName } from '@ranzen/sdk-core/store';

export interface TeaserContent {
  id: string;
  headline: string;
  text: string;
  url: string | null;
}

export interface TabContent {
  id: string;
  title: string;
  /** Editorial HTML, sanitised when served. */
  content: string;
}

export interface VideoContent {
  id: string;
  title: string;
  url: string;
  durationSeconds: number;
}

export interface DownloadGroupContent {
  displayName: string;
  downloads: { dataName: string; headline: string; url: string }[];
}

export interface AudioSampleContent {
  id: string;
  title: string;
  url: string;
  mimeType: string;
  durationSeconds: number;
}

export interface ProductDetailContent {
  teasers?: TeaserContent[];
  tabs?: TabContent[];
  /** Loaded lazily by the storefront (productExtraTab). */
  extraTabs?: TabContent[];
  warranty?: string;
  deliveryInfo?: string;
  videos?: VideoContent[];
  downloads?: DownloadGroupContent[];
  audioSamples?: AudioSampleContent[];
  labelAttributes?: { name: string; value: string }[];
  promoFeatures?: string[];
  rightOfWithdrawalInfo?: string;
  /** Electrical devices carry the old-device take-back note (ElektroG). */
  electricalDevice?: boolean;
}

export interface WarningContent {
  code: string | null;
  text: string;
}

export interface PowerPlugContent {
  chargerIncluded: boolean;
  minPowerWatts: number | null;
  maxPowerWatts: number | null;
  usbPowerDelivery: boolean;
}

export interface ItemDetailContent {
  dataAndFacts?: { label: string; value: string }[];
  warnings?: WarningContent[];
  dangerWarnings?: WarningContent[];
  powerPlug?: PowerPlugContent;
  /** By matrix code message name (shopping §9); each store profile names the one it shows. */
  matrixCodeMessages?: Partial<Record<MatrixCodeName, string>>;
}
