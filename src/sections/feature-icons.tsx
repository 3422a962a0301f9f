import type { FeatureColour, FeatureIcon } from "../content/features";
import {
  BellIcon,
  ContrastIcon,
  ExportIcon,
  GiftIcon,
  KeyboardIcon,
  OfflineIcon,
  PrinterIcon,
  RepeatIcon,
  SearchIcon,
  SyncIcon,
  TagIcon,
  ViewsIcon,
} from "../components/ui/section-icons";
import type { IconComponent } from "../components/ui/icons";

export const featureIcons: Record<FeatureIcon, IconComponent> = {
  gift: GiftIcon,
  views: ViewsIcon,
  bell: BellIcon,
  tag: TagIcon,
  sync: SyncIcon,
  contrast: ContrastIcon,
  offline: OfflineIcon,
  export: ExportIcon,
  printer: PrinterIcon,
  keyboard: KeyboardIcon,
  repeat: RepeatIcon,
  search: SearchIcon,
};

/** Full class strings (Tailwind scans for them): icon tile tint and colour. */
export const featureTints: Record<FeatureColour, string> = {
  accent: "bg-(--color-accent)/12 text-(--color-accent)",
  personal: "bg-(--color-event-personal)/12 text-(--color-event-personal)",
  season: "bg-(--color-event-season)/12 text-(--color-event-season)",
  observance: "bg-(--color-event-observance)/12 text-(--color-event-observance)",
  holiday: "bg-(--color-event-holiday)/12 text-(--color-event-holiday)",
  religious: "bg-(--color-event-religious)/12 text-(--color-event-religious)",
};
